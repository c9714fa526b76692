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

/** The shops' time zone: dates and times are shown as Bangkok reads them (claim periods, orders, blog posts). */
export const SHOP_TIME_ZONE = "Asia/Bangkok";

/** The shop that runs in offline mode: no cart loading or sync (§5). */
export const OFFLINE_SHOP_ID = 10047;

/** Product and category data stays fresh this long (§9). */
export const CATALOGUE_FRESH_MS = 60_000;

/** Product requests in the browser are merged over this window into one batch call (§7, §9). */
export const PRODUCT_BATCH_DELAY_MS = 100;

/** The shop API answers at most this many products per batch call. */
export const PRODUCT_BATCH_MAX = 100;

/**
 * The payment provider's anti-money-laundering cap on one order, in baht (§9: "Anti-money-laundering cap: 30,000
 * baht per order (server message)"; §8: "Orders over 30,000 baht not allowed"). The shop API refuses a cart whose
 * total is above it (key AMLO_LIMIT); the storefront shows the same figure.
 */
export const AML_CAP_BAHT = 30_000;

/** Cart changes are sent this long after the last one (§9 cart sync debounce). */
export const CART_SYNC_DEBOUNCE_MS = 500;

/** The cart drawer opens this long after it is asked to (§2, §9). */
export const CART_DRAWER_OPEN_DELAY_MS = 10;

/** The pause after creating a cart before handing off to the hosted cart or checkout (§9). */
export const HAND_OFF_PAUSE_MS = 50;

/**
 * How long a failed hand-off shows why before leaving the page: the toast lives in this document, and going back
 * (often restored at once from the browser's cache) would otherwise take it away before it was seen or announced.
 */
export const HAND_OFF_FAILURE_NOTICE_MS = 1_500;

/** A toast closes by itself this long after it is shown, unless persistent (§9: "Toast default duration 5000 ms"). */
export const TOAST_DEFAULT_DURATION_MS = 5000;

/**
 * §9 viewport breakpoints: the width in CSS px from which each applies, ascending. The CSS uses these widths
 * (as numbers: src/styles/breakpoints.test.ts keeps every media query of the CSS on one of them).
 */
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

/** §9 default scale; its default (lg) is the width assumed until the browser has said its own (bots, first visits). */
export const DEFAULT_VIEWPORT_SCALE = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
export const DEFAULT_VIEWPORT_SCALE_KEY = "lg" satisfies keyof typeof DEFAULT_VIEWPORT_SCALE;

/** The viewport cookie lasts 365 days (§9). */
export const VIEWPORT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A page reloads (new build, failed chunk) at most once per path within this long (§4, §9 reload guard). */
export const RELOAD_GUARD_MS = 10_000;

/** The consent cookie lasts 365 days (§4, §9). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tracked events raised before the shopper has chosen are kept for replay on consent, at most this many per consent
 * flag (the oldest dropped first): enough for a long visit, bounded for a tab left open.
 */
export const TRACKING_BUFFER_MAX = 50;

/** The purchases a browser remembers having reported, per shop (newest kept): a reload never reports one twice. */
export const REPORTED_PURCHASES_MAX = 20;
