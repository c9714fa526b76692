import type { Kysely } from "kysely";
import type { CouponClaimRequest, CouponClaimResponse, CouponListQuery, CouponListResponse } from "~/generated/schemas";
import { type ClaimRefusalKey, claimRefusalKey, couponState } from "~/lib/couponState";
import type { Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import { accountOfRequest, noAuth } from "../auth/requestAccount";
import { ApiError } from "../http/apiError";
import { jsonBodyLimit } from "../http/bodyLimit";
import { currentMembership } from "../membership/repo";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { Keyed, shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { couponOf, rulesOf } from "./couponView";
import { findClaims, findCoupon, findCoupons, insertClaim } from "./repo";

/** Personal state (claimed, member): never cached. */
const HEADERS = { "Cache-Control": NO_STORE } as const;

/** The status of each claim refusal: 409 for the claim's own conflicts, 403 for the shopper, 422 for the time. */
const REFUSALS: Record<Exclude<ClaimRefusalKey, "NO_AUTH">, { status: 403 | 409 | 422; message: string }> = {
  COUPON_ALREADY_CLAIMED: { status: 409, message: "Already claimed" },
  COUPON_USED_UP: { status: 409, message: "Coupon expired: none left to claim" },
  COUPON_EXPIRED: { status: 422, message: "Coupon expired" },
  COUPON_NOT_CLAIMABLE_YET: { status: 422, message: "Not available to claim yet" },
  COUPON_CONDITIONS_NOT_MET: { status: 403, message: "User conditions not met: members only" },
};

function refusal(key: ClaimRefusalKey): ApiError {
  if (key === "NO_AUTH") return noAuth();
  const { status, message } = REFUSALS[key];
  return new ApiError(status, key, message);
}

/**
 * The coupon calls (ours: §7 leaves them out; docs/storefront.md "Coupons"):
 *
 * - GET  /x4/coupon/list?lang=   the shop's coupons with their public fields; with a session of the shop also
 *                                whether the shopper is a member and has claimed / used each
 * - POST /x4/coupon/claim {code} claims a coupon for the session's account (401 NO_AUTH without one); refusals by
 *                                couponState (src/lib/couponState.ts) with their keys; the claim itself is atomic
 *                                (repo.ts insertClaim), so the last coupon cannot be claimed twice
 */
export function couponRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const { db } = deps;
  const api = shopRoutes(deps, resolveShop);
  api.routes.use("/x4/coupon/*", jsonBodyLimit());

  api.get<CouponListQuery, CouponListQuery, CouponListResponse["data"]>("/x4/coupon/list", {
    schema: "api/coupon-list-query.schema.json",
    headers: HEADERS,
    async handle({ shop, lang, c }) {
      const contentLang = lang();
      const account = await accountOfRequest(db, shop.id, c);
      return withShop(db, shop.id, async (trx) => {
        const coupons = await findCoupons(trx, shop.id);
        const claims = account ? await findClaims(trx, shop.id, account.id) : new Map();
        const member = account ? (await currentMembership(trx, shop.id, account.id)) !== undefined : false;
        return {
          logged_in: account !== null,
          member,
          now: new Date().toISOString(),
          coupons: coupons.map((row) => couponOf(row, contentLang, account !== null, claims.get(row.code))),
        };
      });
    },
  });

  api.post<CouponClaimRequest, CouponClaimRequest, CouponClaimResponse["data"]>("/x4/coupon/claim", {
    schema: "api/coupon-claim-request.schema.json",
    headers: HEADERS,
    async handle({ input, shop, lang, c }) {
      const contentLang = lang();
      const account = await accountOfRequest(db, shop.id, c);
      if (!account) throw noAuth();
      const coupon = await withShop(db, shop.id, (trx) => claimCoupon(trx, shop.id, account.id, input.code));
      return new Keyed("COUPON_CLAIMED", { coupon: couponOf(coupon, contentLang, true, { used: false }) });
    },
  });

  return api.routes;
}

/** Claims the coupon `code` for an account, in the shop's transaction: the coupon as claimed, or the refusal. */
async function claimCoupon(trx: Kysely<Database>, shopId: number, accountId: string, code: string) {
  const row = await findCoupon(trx, shopId, code);
  if (!row) throw new ApiError(404, "COUPON_CODE_NOT_FOUND", `Coupon not found: ${code}`);
  const claim = (await findClaims(trx, shopId, accountId)).get(row.code);
  const member = row.members_only && (await currentMembership(trx, shopId, accountId)) !== undefined;
  const viewer = { loggedIn: true, member, claimed: claim !== undefined, used: claim?.used ?? false };
  const refused = claimRefusalKey(couponState(rulesOf(row), viewer, new Date()));
  if (refused) throw refusal(refused);
  const outcome = await insertClaim(trx, shopId, row.code, accountId);
  if (outcome !== "claimed") throw refusal(outcome === "usedUp" ? "COUPON_USED_UP" : "COUPON_ALREADY_CLAIMED");
  return (await findCoupon(trx, shopId, row.code)) ?? row;
}
