import { describe, expect, it } from "vitest";
import { recogniseLink } from "./contactLinks";
import { type SocialNetwork, socialLinkOf } from "./socialLinks";

describe("socialLinkOf", () => {
  it.each<[SocialNetwork, string, string]>([
    // line: a lin.ee URL as-is, an id with @ to the profile path, other ids the ~ form
    ["line", "https://lin.ee/AbC123", "https://lin.ee/AbC123"],
    ["line", "@baanchaa", "https://line.me/R/ti/p/@baanchaa"],
    ["line", "baan.chaa_01", "https://line.me/R/ti/p/~baan.chaa_01"],
    ["line", " @baanchaa ", "https://line.me/R/ti/p/@baanchaa"],
    ["line", "https://line.me/R/ti/p/@baanchaa", "https://line.me/R/ti/p/@baanchaa"],
    // whatsapp, tiktok and x from a handle
    ["whatsapp", "+66 81 234 5678", "https://wa.me/66812345678"],
    ["whatsapp", "66812345678", "https://wa.me/66812345678"],
    ["tiktok", "@baanchaa", "https://www.tiktok.com/@baanchaa"],
    ["tiktok", "baan.chaa", "https://www.tiktok.com/@baan.chaa"],
    ["x", "@baanchaa", "https://x.com/baanchaa"],
    ["x", "baan_chaa", "https://x.com/baan_chaa"],
    // the others: {name}.com/{handle}
    ["facebook", "baanchaa.demo", "https://www.facebook.com/baanchaa.demo"],
    ["instagram", "baanchaa", "https://www.instagram.com/baanchaa"],
    ["youtube", "@baanchaa", "https://www.youtube.com/@baanchaa"],
    ["shopee", "baanchaa", "https://www.shopee.com/baanchaa"],
    ["lazada", "baanchaa", "https://www.lazada.com/baanchaa"],
    // a full URL of the network's own is kept
    ["shopee", "https://shopee.co.th/baanchaa.demo", "https://shopee.co.th/baanchaa.demo"],
    ["lazada", "https://www.lazada.co.th/shop/baan-chaa", "https://www.lazada.co.th/shop/baan-chaa"],
    ["facebook", "https://www.facebook.com/baanchaa.demo", "https://www.facebook.com/baanchaa.demo"],
  ])("%s %j → %j", (network, handle, url) => {
    expect(socialLinkOf(network, handle)).toBe(url);
  });

  it.each<[SocialNetwork, string]>([
    // nothing can inject a URL through a handle
    ["facebook", "evil.example/x"],
    ["facebook", "../../evil"],
    ["facebook", "x?next=https://evil.example"],
    ["facebook", "x#y"],
    ["facebook", "%2F%2Fevil.example"],
    ["facebook", "@evil.example:8080"],
    ["facebook", "baan chaa"],
    ["facebook", "บ้านชา"],
    ["facebook", ""],
    ["facebook", "@"],
    ["facebook", "a".repeat(101)],
    ["tiktok", "@@baanchaa"],
    ["x", "baan/chaa"],
    ["line", "@baan chaa"],
    ["line", "~baanchaa"],
    ["line", "baanchaa@evil.example/x"],
    ["line", "javascript:alert(1)"],
    // a URL of another network, of a lookalike host, or not https
    ["line", "https://www.facebook.com/baanchaa"],
    ["facebook", "https://facebook.com.evil.example/x"],
    ["facebook", "http://www.facebook.com/baanchaa"],
    ["facebook", "javascript://www.facebook.com/%0aalert(1)"],
    // whatsapp wants an international number
    ["whatsapp", "081-234-5678"],
    ["whatsapp", "+66 2 123 4567 ต่อ 12"],
    ["whatsapp", "baanchaa"],
  ])("%s %j is refused", (network, handle) => {
    expect(socialLinkOf(network, handle)).toBeNull();
  });

  it("builds links recognised as their network", () => {
    const cases: [SocialNetwork, string][] = [
      ["facebook", "baanchaa"],
      ["instagram", "baanchaa"],
      ["line", "@baanchaa"],
      ["line", "baanchaa"],
      ["tiktok", "baanchaa"],
      ["whatsapp", "+66812345678"],
      ["x", "baanchaa"],
      ["youtube", "@baanchaa"],
      ["shopee", "baanchaa"],
      ["lazada", "baanchaa"],
    ];
    for (const [network, handle] of cases) {
      expect(recogniseLink(socialLinkOf(network, handle) ?? "")?.kind, `${network} ${handle}`).toBe(network);
    }
  });
});
