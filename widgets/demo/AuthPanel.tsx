import { observer } from "mobx-react-lite";
import { useIntl } from "~/i18n/useIntl";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";
import { DemoFacts } from "./DemoFacts";

/**
 * The session as the AuthStore knows it (§4, §6): checking, a guest or the logged-in account, with the account
 * service's actions for that state (log in and register, or log out).
 */
export const AuthPanel = observer(function AuthPanel() {
  const intl = useIntl();
  const { auth } = useStores();
  const hydrated = useHydrated();
  const user = hydrated ? auth.user : null;
  const state =
    user === null
      ? intl.formatMessage({ id: "demo.checking" })
      : user
        ? intl.formatMessage({ id: "demo.auth.loggedIn" }, { name: user.name || user.email })
        : intl.formatMessage({ id: "demo.auth.guest" });
  return (
    <div className="w-demo__panel">
      <DemoFacts testId="demo-auth" facts={[[intl.formatMessage({ id: "demo.auth.session" }), state]]} />
      {user === null ? null : (
        <div className="w-demo__actions">
          {user ? (
            <button type="button" className="button" onClick={() => void auth.logout()}>
              {intl.formatMessage({ id: "account.logout" })}
            </button>
          ) : (
            <>
              <button type="button" className="button" onClick={() => void auth.login()}>
                {intl.formatMessage({ id: "account.login" })}
              </button>
              <button type="button" className="button button--ghost" onClick={() => void auth.register()}>
                {intl.formatMessage({ id: "member.action.register" })}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
});
