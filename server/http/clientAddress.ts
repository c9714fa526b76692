import ipaddr from "ipaddr.js";
import type { Context } from "hono";

/**
 * The client's address as the storefront vouches for it: the last X-Forwarded-For entry, which server/entry.ts
 * overwrites with trustedProxy.ts's clientAddressOf before the shop API and the account stand-in see a request.
 */
export function forwardedClientAddress(c: Context): string {
  return c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}

/**
 * What a client address is counted as by the limits: an IPv4 address itself (an IPv4-mapped IPv6 one too), an IPv6
 * address its /64 network (one subscriber is given a whole /64, so counting single addresses would count nothing).
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}
