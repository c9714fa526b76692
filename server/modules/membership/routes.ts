import { Hono, type Context } from "hono";
import type { Member, MemberChangeResponse, MemberInfoResponse, MemberQuery } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import { accountOfRequest } from "../auth/requestAccount";
import { ApiError } from "../http/apiError";
import { assertFromStorefront } from "../http/storefrontOnly";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { resolveLang } from "../lang/resolveLang";
import type { ShopResolver } from "../tenancy/shopCache";
import { consentTextOf } from "./consent";
import { currentMembership, endMembership, memberCount, startMembership } from "./repo";

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
export function membershipRoutes({ db, validateQuery }: ShopApiDeps, resolveShop: ShopResolver): Hono {
  const routes = new Hono();

  routes.get("/x4/member/info", async (c) => {
    validateQuery<MemberQuery>("api/member-query.schema.json", c.req.query());
    const shop = await resolveShop(c.req.raw.headers);
    const account = await accountOfRequest(db, shop.id, c);
    const data = await withShop(db, shop.id, async (trx) => ({
      member: account ? memberOf(await currentMembership(trx, shop.id, account.id)) : null,
      join_num: await memberCount(trx, shop.id),
    }));
    const body: MemberInfoResponse = { success: true, data };
    return c.json(body, 200, { "Cache-Control": NO_STORE });
  });

  routes.get("/x4/member/join", async (c) => {
    const { shop, accountId, query } = await stateChangeOf(c);
    const shopId = shop.id;
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const consent = { text: await consentTextOf(lang), lang };
    const body = await withShop(db, shopId, async (trx): Promise<MemberChangeResponse> => {
      const started = await startMembership(trx, shopId, accountId, consent);
      const member = memberOf(await currentMembership(trx, shopId, accountId));
      return { success: true, key: started ? "JOINED" : "ALREADY_MEMBER", data: { member } };
    });
    return c.json(body, 200, { "Cache-Control": NO_STORE });
  });

  routes.get("/x4/member/leave", async (c) => {
    const { shop, accountId } = await stateChangeOf(c);
    const shopId = shop.id;
    const ended = await withShop(db, shopId, (trx) => endMembership(trx, shopId, accountId));
    const body: MemberChangeResponse = {
      success: true,
      key: ended ? "LEFT" : "NOT_A_MEMBER",
      data: { member: { member_flag: "0" } },
    };
    return c.json(body, 200, { "Cache-Control": NO_STORE });
  });

  /** A join or leave request's shop, account and query: only from the storefront's client, only when logged in. */
  async function stateChangeOf(c: Context) {
    assertFromStorefront(c, "Joining and leaving");
    const query = validateQuery<MemberQuery>("api/member-query.schema.json", c.req.query());
    const shop = await resolveShop(c.req.raw.headers);
    const account = await accountOfRequest(db, shop.id, c);
    if (!account) throw new ApiError(401, "NO_AUTH", "Not logged in: log in to join or leave the membership");
    return { shop, accountId: account.id, query };
  }

  return routes;
}

function memberOf(membership: { joined_at: Date } | undefined): Member {
  return membership ? { member_flag: "1", joined_at: membership.joined_at.toISOString() } : { member_flag: "0" };
}
