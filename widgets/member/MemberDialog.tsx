import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useEffect, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import { lockPageScroll, unlockPageScroll } from "~/app/scrollLock";

export interface MemberDialogProps {
  title: string;
  confirmLabel: string;
  /** "danger" for a confirmation that loses something (leaving). */
  tone: "brand" | "danger";
  /** The change is on its way: the confirm button does nothing meanwhile. */
  busy: boolean;
  /** Runs the change; whether it went through (then the dialog closes, else it says so and stays). */
  onConfirm: () => Promise<boolean>;
  /** Closed (confirmed, cancelled, Escape or a tap outside): the caller unmounts it and puts the focus back. */
  onClosed: () => void;
  children: ReactNode;
}

/**
 * A modal confirmation of the membership flow, on Radix's dialog primitive: focus moves in and stays in, the rest of
 * the page is hidden from screen readers, Escape and a tap outside cancel; the title names it and the body describes
 * it. Radix's Overlay is left out on purpose: it locks scrolling by injecting a <style> element, which the pages'
 * Content-Security-Policy (style-src-elem 'self') refuses; the page's own scroll lock and backdrop stand in.
 */
export function MemberDialog({ title, confirmLabel, tone, busy, onConfirm, onClosed, children }: MemberDialogProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    lockPageScroll();
    return unlockPageScroll;
  }, []);

  async function confirm() {
    if (busy) return;
    setFailed(false);
    if (await onConfirm()) onClosed();
    else setFailed(true);
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClosed())}>
      <Dialog.Portal>
        <div className="w-member-dialog__backdrop" />
        <Dialog.Content
          className="w-member-dialog"
          onCloseAutoFocus={(event) => event.preventDefault()} // the caller focuses its (re-rendered) button
          data-testid="member-dialog"
        >
          <Dialog.Title className="w-member-dialog__title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="w-member-dialog__body">{children}</div>
          </Dialog.Description>
          {failed ? (
            <p className="w-member-dialog__error" role="alert">
              {intl.formatMessage({ id: "member.failed" })}
            </p>
          ) : null}
          <div className="w-member-dialog__actions">
            <Dialog.Close className="button button--ghost">
              {intl.formatMessage({ id: "member.action.cancel" })}
            </Dialog.Close>
            <button
              type="button"
              className={`button w-member-dialog__confirm w-member-dialog__confirm--${tone}`}
              aria-disabled={busy}
              onClick={() => void confirm()}
              data-testid="member-confirm"
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
