import { describe, expect, it } from "vitest";
import { type LinkKind, recogniseLink } from "./contactLinks";

describe("recogniseLink", () => {
  it.each<[string, LinkKind]>([
    // facebook
    ["https://www.facebook.com/baanchaa.demo", "facebook"],
    ["https://facebook.com/baanchaa.demo", "facebook"],
    ["https://m.facebook.com/baanchaa.demo", "facebook"],
    ["http://fb.com/baanchaa", "facebook"],
    ["HTTPS://WWW.FACEBOOK.COM/BaanChaa", "facebook"],
    // instagram
    ["https://www.instagram.com/baanchaa/", "instagram"],
    ["https://instagr.am/p/abc", "instagram"],
    // lazada
    ["https://www.lazada.co.th/shop/baan-chaa", "lazada"],
    ["https://s.lazada.co.th/s.abc", "lazada"],
    ["https://www.lazada.com.my/shop/x", "lazada"],
    // line: line.me, lin.ee, the line: scheme, shop.line.me
    ["https://line.me/R/ti/p/@baanchaa", "line"],
    ["https://line.me/R/ti/p/~baanchaa", "line"],
    ["https://lin.ee/AbC123", "line"],
    ["line://ti/p/@baanchaa", "line"],
    ["LINE://msg/text/hello", "line"],
    ["https://shop.line.me/@baanchaa", "line"],
    ["https://page.line.me/baanchaa", "line"],
    // email
    ["mailto:hello@baanchaa.example", "email"],
    ["mailto:first.last+tea@mail.baan-chaa.co.th", "email"],
    ["MAILTO:Hello@Example.COM", "email"],
    ["mailto:hello@baanchaa.example?subject=Wholesale", "email"],
    // messenger
    ["https://m.me/baanchaa.demo", "messenger"],
    ["https://www.messenger.com/t/baanchaa.demo", "messenger"],
    // shopee
    ["https://shopee.co.th/baanchaa.demo", "shopee"],
    ["https://shopee.com/baanchaa", "shopee"],
    ["https://shopee.sg/shop/123", "shopee"],
    // phone
    ["tel:0812345678", "phone"],
    ["tel:+66812345678", "phone"],
    ["TEL:+66812345678", "phone"],
    ["tel:021234567,12", "phone"],
    // tiktok
    ["https://www.tiktok.com/@baanchaa", "tiktok"],
    ["https://vt.tiktok.com/ZSabc/", "tiktok"],
    // whatsapp
    ["https://wa.me/66812345678", "whatsapp"],
    ["https://api.whatsapp.com/send?phone=66812345678", "whatsapp"],
    // x / twitter
    ["https://x.com/baanchaa", "x"],
    ["https://twitter.com/baanchaa", "x"],
    ["https://mobile.twitter.com/baanchaa", "x"],
    // youtube
    ["https://www.youtube.com/@baanchaa", "youtube"],
    ["https://m.youtube.com/watch?v=abc", "youtube"],
    ["https://youtu.be/abc", "youtube"],
    // spaces around the href
    ["  https://line.me/R/ti/p/@baanchaa\n", "line"],
  ])("%j is a %s link", (href, kind) => {
    expect(recogniseLink(href)?.kind).toBe(kind);
  });

  it.each([
    // lookalike hosts
    "https://facebook.com.evil.example/baanchaa",
    "https://evilfacebook.com/baanchaa",
    "https://www.facebook.com.evil.example/",
    "https://notline.me/R/ti/p/@x",
    "https://lin.ee.evil.example/x",
    "https://fakeshopee.co.th/x",
    "https://shopee.co.th.evil.example/x",
    "https://youtube.com.evil.example/x",
    "https://wa.me.evil.example/66812345678",
    "https://evil.example/?u=https://www.facebook.com/x",
    "https://evil.example/https://line.me/R/ti/p/@x",
    "https://www.facebook.com@evil.example/",
    // other schemes and bad shapes
    "javascript:alert(1)//https://www.facebook.com/",
    "ftp://www.facebook.com/x",
    "//www.facebook.com/x",
    "www.facebook.com/x",
    "/contact",
    "#find-us",
    "",
    // tel: with anything but an optional + and digits
    "tel:",
    "tel:+",
    "tel:081-234-5678",
    "tel:081 234 5678",
    "tel:++66812345678",
    "tel:66+812345678",
    "tel:0812345678,",
    "tel:0812345678;ext=12",
    "tel:javascript:alert(1)",
    // mailto: without a well-formed address
    "mailto:",
    "mailto:hello",
    "mailto:hello@",
    "mailto:@baanchaa.example",
    "mailto:hello@localhost",
    "mailto:hello@baanchaa..example",
    "mailto:hello@-baanchaa.example",
    "mailto:hello@baanchaa.example-",
    "mailto:hello baan@chaa.example",
    "mailto:a@b.example,c@d.example",
    // the line scheme with nothing after it
    "line:",
    "line://",
  ])("%j is not recognised", (href) => {
    expect(recogniseLink(href)).toBeNull();
  });

  it.each<[string, string]>([
    ["tel:+66812345678", "contact"],
    ["mailto:hello@baanchaa.example", "contact"],
    ["https://lin.ee/AbC123", "contact"],
    ["https://m.me/baanchaa", "contact"],
    ["https://wa.me/66812345678", "contact"],
    ["https://www.facebook.com/baanchaa", "social"],
    ["https://www.instagram.com/baanchaa", "social"],
    ["https://www.tiktok.com/@baanchaa", "social"],
    ["https://x.com/baanchaa", "social"],
    ["https://youtu.be/abc", "social"],
    ["https://shopee.co.th/baanchaa", "marketplace"],
    ["https://www.lazada.co.th/shop/baanchaa", "marketplace"],
  ])("%j is a %s link", (href, group) => {
    expect(recogniseLink(href)?.group).toBe(group);
  });
});
