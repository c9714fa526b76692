import { useIntl } from "~/i18n/useIntl";
import { CONSENT_ITEM_IDS } from "~/lib/membershipConsent";

/**
 * The consent a shopper gives by joining: the intro and the seven items, as a list. The server records the same
 * messages joined by consentText (src/lib/membershipConsent.ts) as the consent text shown.
 */
export function ConsentText() {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage({ id: "member.consent.intro" })}</p>
      <ul className="w-member-dialog__items" data-testid="member-consent-items">
        {CONSENT_ITEM_IDS.map((id) => (
          <li key={id}>{intl.formatMessage({ id })}</li>
        ))}
      </ul>
    </>
  );
}
