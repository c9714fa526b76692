/**
 * The host name a request is for: X-Nuxt-Host (sent by the storefront, §7) or else Host; port stripped, lowercased.
 */
export function requestHost(headers: { get(name: string): string | null | undefined }): string {
  const raw = (headers.get("x-nuxt-host") || headers.get("host") || "").trim().toLowerCase();
  const host = raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1 || undefined) : (raw.split(":")[0] ?? "");
  return host.replace(/\.$/, "");
}
