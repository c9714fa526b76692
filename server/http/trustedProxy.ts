import type { TLSSocket } from "node:tls";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/** The socket's peer address (an IPv4 address mapped into IPv6 written as IPv4), or undefined outside Node's server. */
function peerOf(c: Context): string | undefined {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  return socket?.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

/** The last value of a comma-separated forwarding header: the one the trusted proxy wrote (earlier ones came from further out). */
function lastForwarded(c: Context, name: string): string | undefined {
  return c.req.header(name)?.split(",").at(-1)?.trim().toLowerCase() || undefined;
}

/** Was the request sent over https: to this server's TLS socket, or to a trusted proxy that says so? */
export function cameOverHttps(c: Context, trustedProxies: ReadonlySet<string>): boolean {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (!socket) return false;
  if ((socket as TLSSocket).encrypted) return true;
  const peer = peerOf(c);
  if (peer === undefined || !trustedProxies.has(peer)) return false;
  return lastForwarded(c, "x-forwarded-proto") === "https";
}

/**
 * The client's address: the socket's peer, or the address a trusted proxy put last in X-Forwarded-For; "unknown"
 * outside Node's server.
 */
export function clientAddressOf(c: Context, trustedProxies: ReadonlySet<string>): string {
  const peer = peerOf(c);
  if (peer === undefined) return "unknown";
  return (trustedProxies.has(peer) && lastForwarded(c, "x-forwarded-for")) || peer;
}
