import { sql, type UpdateObject } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { loadPage } from "~/app/loaders/page.server";
import type { ShopDocument } from "~/generated/schemas";
import type { Database } from "../../server/db/schema";
import { withShop } from "../../server/db/shopScope";
import { importShopDocument } from "../../server/shops/importShop";
import { ShopDocumentError } from "../../server/shops/shopDocumentError";
import { demo, routerContext, useDemoShop } from "./loaderContext";
const DEMO_SHOP_ID = demo.shop.id;
const CRLF_REDIRECT = "/contact\r\nSet-Cookie: session=stolen";
const IDEOGRAPHIC_SPACE_REDIRECT = "/contact\u3000now";
const BACKSLASH_LINK = "/\\evil.example";

/** The demo document with one change to its /about page (index 1) in Thai. */
function demoWithAboutPage(change: (page: Record<string, unknown>) => void): ShopDocument {
  const document = structuredClone(demo);
  change(document.pages[1]?.th as unknown as Record<string, unknown>);
  return document;
}

/** A paragraph whose image links to `url`. */
function linkedImage(url: string) {
  const image = { src: "/demo/images/baan-chaa-logo.svg", alt: "logo", width: 200, height: 56 };
  return {
    ukey: "linked-image",
    type: "widget",
    kind: "paragraph",
    setting: { blocks: [{ type: "image", image, link: { url } }] },
  };
}

describe("redirect targets, statuses and links a page may not carry", () => {
  const shop = useDemoShop();

  async function importProblems(document: ShopDocument): Promise<string[]> {
    const error = await importShopDocument(shop.database.db, document).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ShopDocumentError);
    return (error as ShopDocumentError).problems.map((problem) => problem.message);
  }

  it.each([CRLF_REDIRECT, IDEOGRAPHIC_SPACE_REDIRECT])("import refuses the redirectUrl %j, naming it", async (url) => {
    const problems = await importProblems(demoWithAboutPage((page) => (page.redirectUrl = url)));
    expect(problems.join("\n")).toContain("/pages/1/th/redirectUrl");
  });

  it("import refuses a status no page may answer with, naming it", async () => {
    const problems = await importProblems(demoWithAboutPage((page) => (page.httpStatusCode = 599)));
    expect(problems.join("\n")).toContain("/pages/1/th/httpStatusCode");
  });

  it("import refuses a backslash link, naming its node", async () => {
    const document = demoWithAboutPage((page) => {
      (page.pageComponent as { children: unknown[] }).children.push(linkedImage(BACKSLASH_LINK));
    });
    const problems = await importProblems(document);
    expect(problems.join("\n")).toMatch(/\/pages\/1\/th\/pageComponent\/children\/\d+/);
  });

  describe("stored before the schemas refused them (written straight into the database)", () => {
    /** Writes the Thai /about page's columns as given, the way a row stored before the schemas refused it would be. */
    async function storeAboutPage(values: UpdateObject<Database, "pages">) {
      const written = await withShop(shop.database.db, DEMO_SHOP_ID, (trx) =>
        trx
          .updateTable("pages")
          .set({ redirect_url: null, http_status_code: 200, ...values })
          .where("shop_id", "=", DEMO_SHOP_ID)
          .where("path", "=", "/about")
          .where("lang", "=", "th")
          .executeTakeFirst(),
      );
      expect(written.numUpdatedRows).toBe(1n);
    }

    async function loadAbout(): Promise<{ status: number; body: string }> {
      const result = await loadPage({
        request: new Request("http://localhost/about"),
        context: routerContext(shop.database.db, shop.validator),
      });
      const { data, init } = result as unknown as { data: unknown; init: { status: number } };
      return { status: init.status, body: JSON.stringify(data) };
    }

    it.each([CRLF_REDIRECT, IDEOGRAPHIC_SPACE_REDIRECT])(
      "the redirectUrl %j is not followed: the page shows",
      async (url) => {
        await storeAboutPage({ redirect_url: url, http_status_code: 301 });
        expect((await loadAbout()).status).toBe(200);
      },
    );

    it("a status of 599 is answered as 200, not passed through", async () => {
      await storeAboutPage({ http_status_code: 599 });
      expect((await loadAbout()).status).toBe(200);
    });

    it("a 410 page keeps its status", async () => {
      await storeAboutPage({ http_status_code: 410 });
      expect((await loadAbout()).status).toBe(410);
    });

    it("a meta_manual entry setting the referrer policy is dropped, with a warning naming it", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const metas = [
        { name: "author", content: "Baan Chaa" },
        { name: "REFERRER", content: "unsafe-url" },
      ];
      await storeAboutPage({
        page_head: sql<string>`jsonb_set(page_head, '{meta_manual}', ${JSON.stringify(metas)}::jsonb)`,
      });
      const { status, body } = await loadAbout();
      expect(status).toBe(200);
      expect(body).toContain('"meta_manual":[{"name":"author","content":"Baan Chaa"}]');
      expect(body).not.toContain("unsafe-url");
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("/pageHead/meta_manual/1/name dropped"));
      warn.mockRestore();
    });

    it("a node linking to a backslash path is left out", async () => {
      await storeAboutPage({
        page_component: sql<string>`jsonb_set(page_component, '{children}',
          page_component->'children' || ${JSON.stringify([linkedImage(BACKSLASH_LINK)])}::jsonb)`,
      });
      const { status, body } = await loadAbout();
      expect(status).toBe(200);
      expect(body).not.toContain("evil.example");
    });
  });
});
