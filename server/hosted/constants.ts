/** How long the cookie holding a cart's secret lives (the hosted site is a short visit). */
export const CART_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Form posts are tiny: two fields. */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024;
