import { describe, expect, it } from "vitest";
import type { ShopShell } from "~/app/services";
import type { PathLang } from "~/lib/localePath";
import { answerShopStylesheet } from "./shopStylesheet";

const shellWith = (stylesheet: ShopShell["look"]["stylesheet"]) =>
  ({ look: { theme: "default", style: {}, stylesheet } }) as ShopShell;

describe("answerShopStylesheet", () => {
  const stylesheet = { css: ".hero{color:#123}", version: "abc123" };

  it("answers the language's CSS, kept a year when the link names its current version", async () => {
    const asked: PathLang[] = [];
    const answer = await answerShopStylesheet(new URL("http://shop.test/shop.css?lang=en&v=abc123"), async (lang) => {
      asked.push(lang);
      return shellWith(stylesheet);
    });
    expect(asked).toEqual(["en"]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await answer.text()).toBe(".hero{color:#123}");
  });

  it("answers an older version's link with the current CSS, kept briefly; an unknown language is Thai", async () => {
    const asked: PathLang[] = [];
    const answer = await answerShopStylesheet(new URL("http://shop.test/shop.css?lang=xx&v=old"), async (lang) => {
      asked.push(lang);
      return shellWith(stylesheet);
    });
    expect(asked).toEqual(["th"]);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await answer.text()).toBe(".hero{color:#123}");
  });

  it("is 404 for a shop without slotCss, and for a host without a shop", async () => {
    const url = new URL("http://shop.test/shop.css?lang=th&v=abc123");
    expect((await answerShopStylesheet(url, async () => shellWith(null))).status).toBe(404);
    const noShop = await answerShopStylesheet(url, async () => null);
    expect(noShop.status).toBe(404);
    expect(noShop.headers.get("cache-control")).toBe("no-store");
  });
});
