// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { DemoSetting } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { byId, renderWidget } from "../../tests/renderWidget";
import * as fixtures from "../../stories/fixtures/demo";
import { resolvedSetting } from "../../stories/resolvedSetting";
import Demo from "./Demo";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
});

function ssr(setting: DemoSetting, url: string): HTMLElement {
  return renderWidget(<Demo ukey="demo" setting={resolvedSetting("demo", setting)} />, { url });
}

describe("demo widget", () => {
  it("has schema-valid story fixtures", () => {
    for (const setting of Object.values(fixtures)) expect(validator.checkSetting("demo", setting).valid).toBe(true);
    expect(validator.checkSetting("demo", { title: "x", panel: "cart" }).valid).toBe(false);
  });

  it("the index: the page's h1 and one navigation of the children under headings, links in the page's language", () => {
    const root = ssr(fixtures.demoIndex, "/en/demo");
    expect(root.querySelector("h1")?.textContent).toBe("หน้าสาธิต");
    const nav = root.querySelector("nav");
    expect(byId(root, nav?.getAttribute("aria-labelledby"))?.textContent).toBe("Demo pages");
    expect(Array.from(nav?.querySelectorAll("h3") ?? [], (heading) => heading.textContent)).toEqual([
      "ร้านและระบบ",
      "ฟอร์ม",
    ]);
    expect(Array.from(nav?.querySelectorAll("a") ?? [], (link) => link.getAttribute("href"))).toEqual([
      "/en/demo/sw",
      "/en/demo/i18n",
      "/en/demo/flexiform",
    ]);
    expect(root.textContent).not.toContain("All demo pages"); // no way back from the index itself
  });

  it("a child: the way back to the index, and the same values in both languages (th-TH in the Buddhist era)", () => {
    const root = ssr(fixtures.demoI18n, "/en/demo/i18n");
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/en/demo");
    const cells = (lang: string) => Array.from(root.querySelectorAll(`td[lang=${lang}]`), (cell) => cell.textContent);
    expect(cells("th")[0]).toBe("฿1,290.50");
    expect(cells("en")[0]).toBe("฿1,290.50");
    expect(cells("th")[2]).toContain("พ.ศ. 2569");
    expect(cells("en")[2]).toBe("Monday, April 13, 2026 at 10:30 AM");
  });

  it("a child whose widget brings the h1 has an h2", () => {
    const root = ssr({ ...fixtures.demoBuild, headingLevel: 2 }, "/demo/blog-detail");
    expect(root.querySelector("h1")).toBeNull();
    expect(root.querySelector("h2")?.textContent).toBe("Build and service worker");
  });
});
