/**
 * §2: the demo section, named after the product ("demo"): /demo and its children (also under /en and /cn). A page
 * there shows the shop's base data as it is now, so its base data is fetched fresh (no kept shell, no stored page).
 */
export const DEMO_SECTION_PATH = "/demo";

/** Whether a path without its language prefix is in the demo section. */
export function isDemoSection(path: string): boolean {
  return path === DEMO_SECTION_PATH || path.startsWith(`${DEMO_SECTION_PATH}/`);
}
