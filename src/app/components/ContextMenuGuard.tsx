import { useEffect } from "react";

/** Fields keep their own context menu (paste, spelling): only the page's text and images lose it. */
const FIELDS = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

function suppressOutsideFields(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest(FIELDS)) return;
  event.preventDefault();
}

/** settings.disableRightClick (cosmetic, §3): no context menu on the page, except in fields; the keyboard is untouched. */
export function ContextMenuGuard() {
  useEffect(() => {
    document.addEventListener("contextmenu", suppressOutsideFields);
    return () => document.removeEventListener("contextmenu", suppressOutsideFields);
  }, []);
  return null;
}
