import { observer } from "mobx-react-lite";
import { lazy, Suspense } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { AccountMenuSettingResolved } from "~/generated/schemas";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";
import type { WidgetProps } from "../../registry/types";
import { PersonIcon } from "./PersonIcon";

/** The logged-in menu and its menu primitive load only for a logged-in shopper. */
const AccountDropdown = lazy(() => import("./AccountDropdown"));

/**
 * The header's account entry (§2). Who the shopper is is personal, so the server renders the guest's "Log in"
 * button; once the session check answers, a logged-in shopper gets the account menu in its place (same size).
 */
function AccountMenu({ ukey, setting }: WidgetProps<AccountMenuSettingResolved>) {
  const { showLabel, couponsUrl } = setting;
  const intl = useIntl();
  const { auth } = useStores();
  const hydrated = useHydrated();
  const user = hydrated ? auth.user : null;
  const loginButton = (
    <button
      type="button"
      className="header-button"
      data-ukey={ukey}
      aria-label={intl.formatMessage({ id: "account.login" })}
      onClick={() => void auth.login()}
      data-testid="account-login"
    >
      <PersonIcon />
      {showLabel ? (
        <span className="header-button__label w-account-menu__label">
          {intl.formatMessage({ id: "account.login" })}
        </span>
      ) : null}
    </button>
  );
  if (!user) return loginButton;
  return (
    <Suspense fallback={loginButton}>
      <AccountDropdown ukey={ukey} user={user} showLabel={showLabel} couponsUrl={couponsUrl} />
    </Suspense>
  );
}

export default observer(AccountMenu);
