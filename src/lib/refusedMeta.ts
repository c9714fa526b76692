import type { PageHead } from "~/generated/schemas";

/**
 * Meta names a page's meta_manual may not set, since they change how the browser guards the shopper: `referrer`
 * overrides the Referrer-Policy header (`unsafe-url` would send a preview's address, token and all, to every image
 * host). meta_manual holds names only (the schema allows no http-equiv), so nothing else can. Browsers match names
 * case-insensitively; surrounding blanks are refused too.
 */
const REFUSED_META_NAMES: ReadonlySet<string> = new Set(["referrer"]);

/** A meta_manual entry refused, by the JSON pointer of its name within the page head (/meta_manual/0/name). */
export interface RefusedMeta {
  pointer: string;
  message: string;
}

/**
 * A page head as it may be rendered: without the refused meta_manual entries, and which they were (an import
 * refuses them, a render drops them with a warning).
 */
export function screenMeta<T extends Pick<PageHead, "meta_manual">>(head: T): { head: T; refused: RefusedMeta[] } {
  const metas = head.meta_manual ?? [];
  const refused = metas.flatMap((meta, index) =>
    REFUSED_META_NAMES.has(meta.name.trim().toLowerCase())
      ? [
          {
            pointer: `/meta_manual/${index}/name`,
            message: `meta name "${meta.name}" may not be set: it changes security behaviour`,
          },
        ]
      : [],
  );
  if (refused.length === 0) return { head, refused };
  const kept = metas.filter((meta) => !REFUSED_META_NAMES.has(meta.name.trim().toLowerCase()));
  return { head: { ...head, meta_manual: kept }, refused };
}
