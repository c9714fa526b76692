import type { BaseData } from "~/generated/schemas";
import type { ShopSources } from "../cspNonce";

/** The origin of an https URL the shop configured; null for anything else. */
export function httpsOriginOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** What the shop's base data adds to its pages' Content-Security-Policy (see cspNonce.ts). */
export function shopSourcesOf(base: BaseData): ShopSources {
  const consentScript = httpsOriginOf(base.cookieConsent?.script);
  return {
    script: consentScript ? [consentScript] : [],
    connect: [],
    style: [httpsOriginOf(base.bundledCssUrl)].filter((origin) => origin !== null),
    frame: [],
  };
}
