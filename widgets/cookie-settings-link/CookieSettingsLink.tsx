import { useIntl } from "~/i18n/useIntl";
import type { CookieSettingsLinkSettingResolved } from "~/generated/schemas";
import { useStores } from "~/stores/StoreProvider";
import type { WidgetProps } from "../../registry/types";

/**
 * "Cookie settings": reopens the consent settings dialog (ConsentStore.openSettings), so a shopper can change their
 * choice at any time. A widget, so a shop places it where its pages have room (the demo shops: the footer's help
 * column); it renders nothing for a shop that asks no consent.
 */
export default function CookieSettingsLink({ ukey }: WidgetProps<CookieSettingsLinkSettingResolved>) {
  const intl = useIntl();
  const { consent } = useStores();
  if (!consent.config) return null;
  return (
    <button type="button" className="w-cookie-settings" onClick={() => consent.openSettings()} data-ukey={ukey}>
      {intl.formatMessage({ id: "consent.settings.title" })}
    </button>
  );
}
