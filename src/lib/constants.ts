/** Business constants of SPEC §9. */

export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The thin top loading bar (§9). */
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

/** The shop that runs in offline mode: no cart loading or sync (§5). */
export const OFFLINE_SHOP_ID = 10047;

/** Product and category data stays fresh this long (§9). */
export const CATALOGUE_FRESH_MS = 60_000;

/** Product requests in the browser are merged over this window into one batch call (§7, §9). */
export const PRODUCT_BATCH_DELAY_MS = 100;

/** The shop API answers at most this many products per batch call. */
export const PRODUCT_BATCH_MAX = 100;
