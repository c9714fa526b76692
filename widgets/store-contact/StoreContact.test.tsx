// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { StoreContactSetting } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { renderWidget } from "../../tests/renderWidget";
import * as fixtures from "../../stories/fixtures/store-contact";
import { resolvedSetting } from "../../stories/resolvedSetting";
import StoreContact from "./StoreContact";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
});

/** Server-renders the widget as a page holds it. */
function ssr(setting: StoreContactSetting, lang: "th" | "en" = "th"): HTMLElement {
  return renderWidget(<StoreContact ukey="contact" setting={resolvedSetting("store-contact", setting)} />, {
    url: lang === "th" ? "/" : "/en/",
  });
}

const links = (root: HTMLElement) =>
  Array.from(root.querySelectorAll("a"), (a) => [a.textContent, a.getAttribute("href")]);

/** The fields the validator names for a setting it refuses. */
function refusedFields(setting: unknown): string[] {
  const check = validator.checkSetting("store-contact", setting);
  return check.valid ? [] : check.errors.map(({ field }) => field);
}

describe("store-contact widget", () => {
  it("has schema-valid story fixtures", () => {
    for (const setting of Object.values(fixtures)) expect(refusedFields(structuredClone(setting))).toEqual([]);
  });

  it("refuses, naming the field, a phone, map or link that is not one", () => {
    expect(validator.checkSetting("store-contact", { links: [{ network: "x", handle: "a/b" }] })).toEqual({
      valid: false,
      errors: [
        { field: "/setting/links/0", message: "/setting/links/0 must have a handle, id or https URL of its network" },
      ],
    });
    expect(refusedFields({ phone: "call us" })).toEqual(["/setting/phone"]);
    expect(refusedFields({ email: "hello@" })).toEqual(["/setting/email"]);
    expect(refusedFields({ map: { embedUrl: "https://evil.example/maps/embed?pb=1", title: "Map" } })).toEqual([
      "/setting/map/embedUrl",
    ]);
    expect(refusedFields({ map: { embedUrl: "https://www.google.com/maps/embed?pb=1" } })).toEqual([
      "/setting/map/title",
    ]);
    expect(refusedFields({ links: [{ network: "facebook", handle: "evil.example/x" }] })).toEqual(["/setting/links/0"]);
    expect(refusedFields({ links: [{ network: "line", handle: "https://www.facebook.com/x" }] })).toEqual([
      "/setting/links/0",
    ]);
    expect(refusedFields({ links: [{ network: "myspace", handle: "x" }] })).toContain("/setting/links/0/network");
  });

  it("shows the address, the phone as written dialling its normalised number, the email and the links", () => {
    const root = ssr(fixtures.storeContactTh);
    expect(root.querySelector("h2")?.textContent).toBe("ติดต่อ");
    expect(root.querySelector("address p")?.textContent).toBe(fixtures.storeContactTh.address);
    expect(links(root)).toEqual([
      ["โทร 081-234-5678", "tel:0812345678"],
      ["อีเมล hello@baanchaa.example", "mailto:hello@baanchaa.example"],
      ["LINE @baanchaa", "https://line.me/R/ti/p/@baanchaa"],
      ["Facebook", "https://www.facebook.com/baanchaa.demo"],
      ["Instagram", "https://www.instagram.com/baanchaa"],
      ["Shopee", "https://shopee.co.th/baanchaa.demo"],
      ["Lazada", "https://www.lazada.co.th/shop/baan-chaa"],
    ]);
    for (const svg of root.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(links(ssr(fixtures.storeContactEn, "en"))[0]).toEqual(["Phone 081-234-5678", "tel:0812345678"]);
  });

  it("dials an extension after a pause", () => {
    expect(links(ssr(fixtures.storeContactNoMap))[0]).toEqual(["โทร 02-123-4567 ต่อ 12", "tel:021234567,12"]);
  });

  it("shows the map in a lazy, titled frame", () => {
    const frame = ssr(fixtures.storeContactEn, "en").querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(fixtures.storeContactEn.map?.embedUrl);
    expect(frame?.getAttribute("title")).toBe("Map of Baan Chaa on Nimmanhaemin Soi 9");
    expect(frame?.getAttribute("loading")).toBe("lazy");
  });

  it("says 'No map found' without a map, and nothing when the map is left out", () => {
    expect(ssr(fixtures.storeContactNoMap).textContent).toContain("ไม่พบแผนที่");
    expect(ssr(fixtures.storeContactNoMap, "en").textContent).toContain("No map found");
    const footer = ssr({ ...fixtures.storeContactNoMap, showMap: false }, "en");
    expect(footer.querySelector("iframe")).toBeNull();
    expect(footer.textContent).not.toContain("No map found");
  });
});
