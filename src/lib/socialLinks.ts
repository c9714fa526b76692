import type { StoreContactLink } from "~/generated/schemas";
import { recogniseLink } from "./contactLinks";
import { normalisePhone } from "./phone";

/** The networks a shop links to by a handle or id (the store-contact widget's links; its schema lists them). */
export type SocialNetwork = StoreContactLink["network"];

/**
 * A handle or id as it may go into a URL's path: ASCII letters, digits, dot, underscore and hyphen, after an optional
 * @. Nothing else (no slash, ?, #, :, % or space) can reach the URL, so no handle can point it elsewhere.
 */
const HANDLE = /^@?[A-Za-z0-9._-]{1,100}$/;

/** The handle without its leading @, if it is one. */
function bareHandle(handle: string): string | null {
  return HANDLE.test(handle) ? handle.replace(/^@/, "") : null;
}

/** LINE: an official account id (with @) opens its profile; any other id is a personal id, the ~ form (§5). */
function lineUrl(id: string): string | null {
  const bare = bareHandle(id);
  if (!bare) return null;
  return id.startsWith("@") ? `https://line.me/R/ti/p/@${bare}` : `https://line.me/R/ti/p/~${bare}`;
}

/** WhatsApp: the number in international form (+66 81 234 5678); wa.me wants its digits without the +. */
function whatsappUrl(number: string): string | null {
  const dialable = normalisePhone(number);
  const digits = dialable?.replace(/^\+/, "");
  return digits && /^[1-9]\d{6,14}$/.test(digits) ? `https://wa.me/${digits}` : null;
}

/** The handle's URL on the network, the way §5 builds it. */
function builtUrl(network: SocialNetwork, handle: string): string | null {
  if (network === "line") return lineUrl(handle);
  if (network === "whatsapp") return whatsappUrl(handle);
  const bare = bareHandle(handle);
  if (!bare) return null;
  if (network === "tiktok") return `https://www.tiktok.com/@${bare}`;
  if (network === "x") return `https://x.com/${bare}`;
  // YouTube handles keep their @ (youtube.com/@name); the others are plain names
  return `https://www.${network}.com/${network === "youtube" ? handle : bare}`;
}

/**
 * The link to a shop's page on a network (§5): a full https URL the network's own (a lin.ee link, a shop on
 * shopee.co.th) is kept as written; a handle or id is built into the network's URL. Null when it is neither.
 */
export function socialLinkOf(network: SocialNetwork, handleOrUrl: string): string | null {
  const written = handleOrUrl.trim();
  if (/^https:\/\//i.test(written)) return recogniseLink(written)?.kind === network ? written : null;
  return builtUrl(network, written);
}
