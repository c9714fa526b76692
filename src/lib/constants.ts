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
