import * as Dialog from "@radix-ui/react-dialog";
import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import { lockPageScroll, unlockPageScroll } from "~/app/scrollLock";
import type { MessageId } from "~/i18n/messages";
import { CONSENT_FLAGS, type ConsentFlag } from "~/lib/consent";
import { useStores } from "~/stores/StoreProvider";

const PURPOSES: Record<ConsentFlag, { label: MessageId; description: MessageId }> = {
  functionality_storage: { label: "consent.functionality.label", description: "consent.functionality.description" },
  analytics_storage: { label: "consent.analytics.label", description: "consent.analytics.description" },
  ad_storage: { label: "consent.ads.label", description: "consent.ads.description" },
};

/**
 * The cookie settings (§4): the strictly necessary cookies (always on) and a switch per consent flag, each with its
 * name and a line on what it is for, starting from the consent in force; Save keeps the switches, Accept all and
 * Reject all what they say. A modal dialog on Radix's primitive (focus moves in and stays in, Escape and the close
 * button close it without a choice), loaded when first opened; the focus goes back to what opened it. As in the
 * member dialog, Radix's Overlay is left out: its scroll lock injects a <style>, which the pages' policy refuses.
 */
const ConsentSettingsDialog = observer(function ConsentSettingsDialog() {
  const intl = useIntl();
  const { consent } = useStores();
  const id = useId();
  const [flags, setFlags] = useState(() => ({ ...consent.flags }));
  const [openedFrom] = useState(() => document.activeElement);

  useEffect(() => {
    lockPageScroll();
    return unlockPageScroll;
  }, []);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : consent.closeSettings())}>
      <Dialog.Portal>
        <div className="consent-dialog__backdrop" />
        <Dialog.Content
          className="consent-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (openedFrom instanceof HTMLElement && openedFrom.isConnected) openedFrom.focus();
          }}
          data-testid="consent-dialog"
        >
          <div className="consent-dialog__head">
            <Dialog.Title className="consent-dialog__title">
              {intl.formatMessage({ id: "consent.settings.title" })}
            </Dialog.Title>
            <Dialog.Close
              className="consent-dialog__close"
              aria-label={intl.formatMessage({ id: "consent.settings.close" })}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="consent-dialog__intro">
            {intl.formatMessage({ id: "consent.settings.intro" })}
          </Dialog.Description>
          <ul className="consent-dialog__purposes">
            <li className="consent-purpose">
              <span className="consent-purpose__label">{intl.formatMessage({ id: "consent.necessary.label" })}</span>
              <p className="consent-purpose__description">
                {intl.formatMessage({ id: "consent.necessary.description" })}
              </p>
            </li>
            {CONSENT_FLAGS.map((flag) => (
              <li key={flag} className="consent-purpose">
                <label className="consent-purpose__label" htmlFor={`${id}-${flag}`}>
                  {intl.formatMessage({ id: PURPOSES[flag].label })}
                </label>
                <input
                  id={`${id}-${flag}`}
                  type="checkbox"
                  role="switch"
                  className="consent-switch"
                  checked={flags[flag]}
                  onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
                  aria-describedby={`${id}-${flag}-description`}
                  data-flag={flag}
                />
                <p id={`${id}-${flag}-description`} className="consent-purpose__description">
                  {intl.formatMessage({ id: PURPOSES[flag].description })}
                </p>
              </li>
            ))}
          </ul>
          <div className="consent-dialog__actions">
            <button type="button" className="consent-button" onClick={() => consent.rejectAll()}>
              {intl.formatMessage({ id: "consent.rejectAll" })}
            </button>
            <button type="button" className="consent-button" onClick={() => consent.acceptAll()}>
              {intl.formatMessage({ id: "consent.acceptAll" })}
            </button>
            <button type="button" className="consent-button" onClick={() => consent.choose(flags)}>
              {intl.formatMessage({ id: "consent.settings.save" })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

export default ConsentSettingsDialog;
