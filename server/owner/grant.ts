import type { OwnerRole } from "../db/schema";

/** A signed-in account acting on one shop, with its role there: what every shop route of the owner API is given. */
export interface OwnerGrant {
  accountId: string;
  email: string;
  shopId: number;
  role: OwnerRole;
}

/** Hono variables of the owner API's shop routes (server/owner/routes.ts sets `grant` after authorising). */
export interface OwnerShopEnv {
  Variables: { grant: OwnerGrant };
}
