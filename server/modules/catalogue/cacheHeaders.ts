import { PUBLIC_CACHE, VARY } from "../http/responses";

/** Catalogue answers are shop content: cacheable a minute by shared caches, keyed by shop host and language. */
export const CATALOGUE_HEADERS = { "Cache-Control": PUBLIC_CACHE, Vary: VARY } as const;
