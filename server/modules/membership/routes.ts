import type { Context, Next } from "hono";
import type { Member, MemberChangeResponse, MemberInfoResponse, MemberQuery } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import { accountOfRequest } from "../auth/requestAccount";
import { ApiError } from "../http/apiError";
import { assertFromStorefront } from "../http/storefrontOnly";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { Keyed, shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { consentTextOf } from "./consent";
import { currentMembership, endMembership, memberCount, startMembership } from "./repo";

/** Personal state: never cached. */
const HEADERS = { "Cache-Control": NO_STORE } as const;

/**
 * The membership calls of §7, per shop (memberships of migration 006):
 *
 * - GET /x4/member/info    data.member of the request's session (null for a guest) and data.join_num, the shop's
 *                          member count
 * - GET /x4/member/join    logged in only: starts a membership, recording the consent text shown in the request's
 *                          language (lang, else X-Page-Lang); idempotent (ALREADY_MEMBER keeps the first consent)
 * - GET /x4/member/leave   logged in only: ends the membership; idempotent (NOT_A_MEMBER)
 *
 * join and leave change state on a GET, as §7 has them. A session cookie is SameSite=Lax, so it rides on a top-level
 * GET navigation from any site: a link or a redirect elsewhere could make a logged-in shopper join or leave. Such
 * requests cannot carry custom headers (a cross-site fetch that tries needs a CORS preflight, which this API never
 * grants), while the storefront's API client always sends X-Nuxt-Host: so join and leave refuse requests without it.
 */
export function membershipRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const { db } = deps;
  const api = shopRoutes(deps, resolveShop);
  const schema = "api/member-query.schema.json";
  // join and leave refuse a request without X-Nuxt-Host before anything else (see above)
  api.routes.use("/x4/member/join", refuseCrossSite);
  api.routes.use("/x4/member/leave", refuseCrossSite);

  api.get<MemberQuery, MemberQuery, MemberInfoResponse["data"]>("/x4/member/info", {
    schema,
    headers: HEADERS,
    async handle({ shop, c }) {
      const account = await accountOfRequest(db, shop.id, c);
      return withShop(db, shop.id, async (trx) => ({
        member: account ? memberOf(await currentMembership(trx, shop.id, account.id)) : null,
        join_num: await memberCount(trx, shop.id),
      }));
    },
  });

  api.get<MemberQuery, MemberQuery, MemberChangeResponse["data"]>("/x4/member/join", {
    schema,
    headers: HEADERS,
    async handle({ shop, lang, c }) {
      const accountId = await memberAccountOf(shop.id, c);
      const contentLang = lang();
      const consent = { text: await consentTextOf(contentLang), lang: contentLang };
      return withShop(db, shop.id, async (trx) => {
        const started = await startMembership(trx, shop.id, accountId, consent);
        const member = memberOf(await currentMembership(trx, shop.id, accountId));
        return new Keyed(started ? "JOINED" : "ALREADY_MEMBER", { member });
      });
    },
  });

  api.get<MemberQuery, MemberQuery, MemberChangeResponse["data"]>("/x4/member/leave", {
    schema,
    headers: HEADERS,
    async handle({ shop, c }) {
      const accountId = await memberAccountOf(shop.id, c);
      const ended = await withShop(db, shop.id, (trx) => endMembership(trx, shop.id, accountId));
      return new Keyed(ended ? "LEFT" : "NOT_A_MEMBER", { member: { member_flag: "0" } });
    },
  });

  /** The account of a join or leave request: only from the storefront's client, only when logged in. */
  async function memberAccountOf(shopId: number, c: Context): Promise<string> {
    const account = await accountOfRequest(db, shopId, c);
    if (!account) throw new ApiError(401, "NO_AUTH", "Not logged in: log in to join or leave the membership");
    return account.id;
  }

  return api.routes;
}

async function refuseCrossSite(c: Context, next: Next): Promise<void> {
  assertFromStorefront(c, "Joining and leaving");
  await next();
}

function memberOf(membership: { joined_at: Date } | undefined): Member {
  return membership ? { member_flag: "1", joined_at: membership.joined_at.toISOString() } : { member_flag: "0" };
}
