import { createHash } from "node:crypto";
import css from "~/styles/storefront.css?inline";

/** The storefront's stylesheet as built (urls rewritten to hashed assets), for the server to write inline. */
export const STOREFRONT_CSS: string = css;

/** Its CSP source: the inline <style> it is written in is allowed by this hash, and no other inline style is. */
export const STOREFRONT_CSS_HASH = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
