import { describe, expect, it } from "vitest";
import { loadRoot } from "~/app/loaders/root.server";
import { previewZonesOf } from "~/app/loaders/zones.server";
import type { ShopShell } from "~/app/services";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { NO_TAGS } from "~/tracking/tagPlan";
import { routerContext, useDemoShop } from "./loaderContext";

const preview = { editorOrigin: "https://editor.example", expiresAt: 2_000_000_000 };

describe("the root loader of a live preview", () => {
  const shop = useDemoShop();
  const rootData = (services = {}) =>
    loadRoot({
      request: new Request("http://localhost/", { headers: { cookie: "translate=th" } }),
      context: routerContext(shop.database.db, shop.validator, [], services),
    });

  it("runs none of the shop's tags (the owner's edits are no shopper's visits; the URL carries the token)", async () => {
    const shopper = await rootData();
    expect(shopper.preview).toBeNull();
    expect(shopper.shop?.tags).not.toEqual(NO_TAGS);
    const owner = await rootData({ preview, showProblems: true });
    expect(owner.preview).toEqual(preview);
    expect(owner.shop?.tags).toEqual(NO_TAGS);
    expect(owner.header).toEqual(shopper.header); // the demo's header is valid: the same nodes
  });
});

describe("previewZonesOf", () => {
  const paragraph = (ukey: string) => ({
    ukey,
    type: "widget",
    kind: "paragraph",
    setting: { blocks: [{ type: "text", html: "<p>Hi</p>" }] },
  });
  const base = {
    headerZone: { children: [paragraph("a"), { ukey: "m", type: "widget", kind: "marquee" }, paragraph("b")] },
    footerZone: { children: [] },
  };

  it("keeps every invalid zone node in place, so the editor's pointers name the nodes it sent", async () => {
    const validator = await createNodeValidator();
    const before = structuredClone(base);
    const { header, footer } = previewZonesOf(validator, { base } as unknown as ShopShell);
    expect(header.map((node) => node.ukey)).toEqual(["a", "m", "b"]);
    expect(header[1]?.problem).toMatchObject({ pointer: "/headerZone/children/1", message: 'unknown kind "marquee"' });
    expect(footer).toEqual([]);
    expect(base).toEqual(before); // the kept shell is shared: read, never changed
  });
});
