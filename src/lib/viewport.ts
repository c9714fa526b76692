/**
 * The viewport breakpoint (§4, §9): the browser names the §9 breakpoint of its width in a cookie (365 days,
 * SameSite Strict, Secure on https), so that the server renders for it. What the server does with it is one bit,
 * the layout: a phone layout under the tablet breakpoint (the header's menu is only its button, the list renders
 * in the drawer when opened), a wide one from it. Pages are cached per layout, not per breakpoint.
 */
import {
  DEFAULT_VIEWPORT_SCALE,
  DEFAULT_VIEWPORT_SCALE_KEY,
  VIEWPORT_BREAKPOINTS,
  VIEWPORT_COOKIE_MAX_AGE_SECONDS,
} from "./constants";
import { cookieValue } from "./cookieValue";

export type ViewportBreakpoint = keyof typeof VIEWPORT_BREAKPOINTS;

/** How the server lays out a page for a breakpoint. */
export type ViewportLayout = "phone" | "wide";

export const VIEWPORT_COOKIE_NAME = "viewport";

/** Breakpoints from the widest down, for the lookup. */
const WIDEST_FIRST = (Object.entries(VIEWPORT_BREAKPOINTS) as [ViewportBreakpoint, number][]).reverse();

/** The breakpoint of a viewport `width` px wide: the widest one it reaches; narrower than all of them, the first. */
export function breakpointOf(width: number): ViewportBreakpoint {
  return WIDEST_FIRST.find(([, from]) => width >= from)?.[0] ?? "mobile";
}

/** The breakpoint assumed when the browser has not named one: that of the default scale's default (§9 lg). */
export const FALLBACK_BREAKPOINT = breakpointOf(DEFAULT_VIEWPORT_SCALE[DEFAULT_VIEWPORT_SCALE_KEY]);

function isBreakpoint(value: string | null): value is ViewportBreakpoint {
  return value !== null && Object.hasOwn(VIEWPORT_BREAKPOINTS, value);
}

/** The breakpoint a Cookie header / document.cookie names, or null when it names none (or an unknown one). */
export function breakpointFromCookies(cookies: string | null | undefined): ViewportBreakpoint | null {
  if (typeof cookies !== "string") return null;
  const value = cookieValue(cookies, VIEWPORT_COOKIE_NAME);
  return isBreakpoint(value) ? value : null;
}

/** The layout the server renders for a request's Cookie header (the fallback breakpoint's without a cookie). */
export function viewportLayoutOf(cookies: string | null | undefined): ViewportLayout {
  const breakpoint = breakpointFromCookies(cookies) ?? FALLBACK_BREAKPOINT;
  return VIEWPORT_BREAKPOINTS[breakpoint] < VIEWPORT_BREAKPOINTS.tablet ? "phone" : "wide";
}

/**
 * The string to assign to document.cookie so the browser names `breakpoint` (Path=/, 365 days, SameSite=Strict,
 * Secure on https); null when `cookies` (document.cookie) already names it.
 */
export function viewportCookieToWrite(cookies: string, breakpoint: ViewportBreakpoint, https: boolean): string | null {
  if (breakpointFromCookies(cookies) === breakpoint) return null;
  const secure = https ? "; Secure" : "";
  return `${VIEWPORT_COOKIE_NAME}=${breakpoint}; Path=/; Max-Age=${VIEWPORT_COOKIE_MAX_AGE_SECONDS}; SameSite=Strict${secure}`;
}

/** The media query of the phone layout, for the browser's own view of it. */
export const PHONE_LAYOUT_QUERY = `(width < ${VIEWPORT_BREAKPOINTS.tablet}px)`;
