import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useEffect } from "react";
import { lockPageScroll, unlockPageScroll } from "~/app/scrollLock";

export interface MenuDrawerProps {
  open: boolean;
  /** The dialog's accessible name (its visible heading). */
  title: string;
  closeLabel: string;
  /** Escape, the close button or a tap on the backdrop asked to close it. */
  onDismiss: () => void;
  /** It has closed (by a dismissal or a navigation): the caller decides where the focus goes. */
  onClosed: () => void;
  /** The menu's list. */
  children: ReactNode;
}

/**
 * The phone menu as a modal drawer, on Radix's dialog primitive: focus moves in and stays in, the rest of the page
 * is hidden from screen readers, Escape (from anywhere), the close button and a tap on the backdrop close it; the
 * tap lands on the backdrop, never on what lies under it. Loaded when the menu first opens (not part of a first
 * visit's download). As in the member dialog, Radix's Overlay is left out: its scroll lock injects a <style>, which
 * the pages' Content-Security-Policy (style-src-elem 'self') refuses; the page's own scroll lock and backdrop stand in.
 */
export default function MenuDrawer({ open, title, closeLabel, onDismiss, onClosed, children }: MenuDrawerProps) {
  useEffect(() => {
    if (!open) return;
    lockPageScroll();
    return unlockPageScroll;
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <div className="w-nav-drawer__backdrop" data-testid="menu-backdrop" />
        <Dialog.Content
          className="w-nav-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          data-testid="menu-drawer"
        >
          <div className="w-nav-drawer__head">
            <Dialog.Title className="w-nav-drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="w-nav-drawer__close" aria-label={closeLabel}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
