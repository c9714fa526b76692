import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loadPage } from "~/app/loaders/page.server";
import type { PageRequest } from "~/app/services";
import { withShop } from "../../server/db/shopScope";
import { createInProcessShopData } from "../../server/storefront/inProcessShopData";
import { routerContext, useDemoShop } from "./loaderContext";

const DEMO_SHOP_ID = 1001;
const request = (path: string): PageRequest => ({ lang: "th", path, query: {} });

/** §2: a path under /demo fetches base data fresh; every other page may be given the kept copy (60 s, §9). */
describe("the demo section's base data", () => {
  const shop = useDemoShop();

  it("is read fresh under /demo while other pages keep the shell they read", async () => {
    const data = createInProcessShopData({
      db: shop.database.db,
      shell: { validator: shop.validator, showProblems: false },
    }).forRequest("localhost");
    const shopName = async (path: string) => (await data.shell(request(path)))?.base.web.name;
    expect(await shopName("/about")).toBe("บ้านชา");
    expect(await shopName("/demo/base")).toBe("บ้านชา");

    // changed behind the storefront's back: no import, so nothing announces it
    await withShop(shop.database.db, DEMO_SHOP_ID, (trx) =>
      sql`UPDATE shop_bases SET data = jsonb_set(data, '{web,name}', '"บ้านชา สาขาใหม่"')
          WHERE shop_id = ${DEMO_SHOP_ID} AND lang = 'th'`.execute(trx),
    );
    expect(await shopName("/about")).toBe("บ้านชา");
    for (const path of ["/demo", "/demo/base", "/demo/flexiform"]) expect(await shopName(path)).toBe("บ้านชา สาขาใหม่");
  });

  it("is never stored: a demo page says Cache-Control: no-store, other pages say nothing of it", async () => {
    const headersOf = async (path: string) => {
      const context = routerContext(shop.database.db, shop.validator);
      const result = await loadPage({ request: new Request(`http://localhost${path}`), context });
      return new Headers((result as unknown as { init: ResponseInit | null }).init?.headers);
    };
    expect((await headersOf("/demo/base")).get("cache-control")).toBe("no-store");
    expect((await headersOf("/en/demo")).get("cache-control")).toBe("no-store");
    expect((await headersOf("/about")).get("cache-control")).toBeNull();
  });
});
