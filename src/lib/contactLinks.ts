/** The kinds of link the storefront recognises (§5 link recognition). */
export type ContactLinkKind = "phone" | "email" | "line" | "messenger" | "whatsapp";
export type SocialLinkKind = "facebook" | "instagram" | "tiktok" | "x" | "youtube";
export type MarketplaceLinkKind = "shopee" | "lazada";
export type LinkKind = ContactLinkKind | SocialLinkKind | MarketplaceLinkKind;

/** What a tap on the link reports (§7): contact_click, social_click or marketplace_click. */
export type LinkGroup = "contact" | "social" | "marketplace";

export interface RecognisedLink {
  kind: LinkKind;
  group: LinkGroup;
}

/** The group of every kind. */
export const LINK_GROUPS: Readonly<Record<LinkKind, LinkGroup>> = {
  phone: "contact",
  email: "contact",
  line: "contact",
  messenger: "contact",
  whatsapp: "contact",
  facebook: "social",
  instagram: "social",
  tiktok: "social",
  x: "social",
  youtube: "social",
  shopee: "marketplace",
  lazada: "marketplace",
};

/**
 * The hosts of each kind's web links: a URL matches when its host is one of them or a subdomain of one
 * (shop.line.me, m.facebook.com), so lookalikes (facebook.com.evil.example, evilfacebook.com) never do.
 */
const WEB_HOSTS: readonly (readonly [LinkKind, readonly string[]])[] = [
  ["facebook", ["facebook.com", "fb.com"]],
  ["messenger", ["m.me", "messenger.com"]],
  ["instagram", ["instagram.com", "instagr.am"]],
  ["line", ["line.me", "lin.ee"]],
  ["whatsapp", ["wa.me", "whatsapp.com"]],
  ["tiktok", ["tiktok.com"]],
  ["x", ["x.com", "twitter.com"]],
  ["youtube", ["youtube.com", "youtu.be"]],
  [
    "shopee",
    ["shopee.co.th", "shopee.com", "shopee.sg", "shopee.com.my", "shopee.ph", "shopee.vn", "shopee.co.id", "shopee.tw"],
  ],
  [
    "lazada",
    ["lazada.co.th", "lazada.com", "lazada.sg", "lazada.com.my", "lazada.com.ph", "lazada.vn", "lazada.co.id"],
  ],
];

/**
 * tel: with an optional + and digits only; the pauses (",") of an extension, as phone.ts writes them
 * ("tel:021234567,12"), are allowed too.
 */
const TEL = /^tel:\+?\d+(?:,\d+)*$/i;

/** mailto: with one well-formed address (a dotted domain of letters, digits and inner hyphens), optional ?query. */
const MAILTO =
  /^mailto:[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)+(?:\?.*)?$/i;

/** The LINE app's own scheme (line://ti/p/@id, line://msg/text/…). */
const LINE_SCHEME = /^line:\/\/\S+$/i;

function webKindOf(href: string): LinkKind | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const match = WEB_HOSTS.find(([, hosts]) => hosts.some((known) => host === known || host.endsWith(`.${known}`)));
  return match?.[0] ?? null;
}

function kindOf(href: string): LinkKind | null {
  if (TEL.test(href)) return "phone";
  if (MAILTO.test(href)) return "email";
  if (LINE_SCHEME.test(href)) return "line";
  return webKindOf(href);
}

/** The kind and group of a link the shop wrote (an href as written, surrounding spaces ignored); null for any other. */
export function recogniseLink(href: string): RecognisedLink | null {
  const kind = kindOf(href.trim());
  return kind ? { kind, group: LINK_GROUPS[kind] } : null;
}
