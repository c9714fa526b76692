import { observer } from "mobx-react-lite";
import { useIntl } from "~/i18n/useIntl";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";

/**
 * Registration (§4, §7): a guest's button starts it through the AuthStore (GET /api/x4/url/register, then the
 * account service, back to this page); a logged-in shopper is told who they are instead.
 */
export const RegisterPanel = observer(function RegisterPanel() {
  const intl = useIntl();
  const { auth } = useStores();
  const hydrated = useHydrated();
  const user = hydrated ? auth.user : null;
  if (user === null) return <p className="w-demo__note">{intl.formatMessage({ id: "demo.checking" })}</p>;
  if (user) {
    return (
      <p className="w-demo__note">
        {intl.formatMessage({ id: "demo.auth.loggedIn" }, { name: user.name || user.email })}
      </p>
    );
  }
  return (
    <div className="w-demo__actions">
      <button type="button" className="button" onClick={() => void auth.register()}>
        {intl.formatMessage({ id: "member.action.register" })}
      </button>
    </div>
  );
});
