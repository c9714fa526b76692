/**
 * The host name a request is for: X-Nuxt-Host (sent by the storefront, §7) or else Host; port stripped, lowercased.
 */
export function requestHost(headers: { get(name: string): string | null | undefined }): string {
  return hostNameOf(headers.get("x-nuxt-host") || headers.get("host") || "");
}

/** A Host header's value as a host name: trimmed, lowercased, without the port or a final dot. */
export function hostNameOf(value: string): string {
  const raw = value.trim().toLowerCase();
  const host = raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1 || undefined) : (raw.split(":")[0] ?? "");
  return host.replace(/\.$/, "");
}
