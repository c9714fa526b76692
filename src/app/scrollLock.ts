/** Page scroll locking for overlays (menus, drawers); every route change unlocks it (§2). */
const ATTRIBUTE = "data-scroll-locked";

export function lockPageScroll(): void {
  document.documentElement.setAttribute(ATTRIBUTE, "true");
}

export function unlockPageScroll(): void {
  document.documentElement.removeAttribute(ATTRIBUTE);
}
