import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "react-router";
import { useIntl } from "~/i18n/useIntl";
import { useLang } from "~/i18n/useLang";
import type { User } from "~/generated/schemas";
import { localizeHref } from "~/lib/localizeHref";
import { myCouponsHref } from "~/lib/myCoupons";
import { ACCOUNT_PAGES } from "~/stores/AuthStore";
import { useStores } from "~/stores/StoreProvider";
import { PersonIcon } from "./PersonIcon";

interface AccountDropdownProps {
  ukey: string;
  user: User;
  showLabel: boolean;
  /** The shop's coupon page, for "My coupons". */
  couponsUrl?: string;
}

/**
 * The account menu of a logged-in shopper (§2): my orders, my profile, my addresses, security and privacy,
 * settings and connections (pages of the account service), my coupons (the shop's coupon page, when it names one),
 * then log-out. A menu button (Radix: keyboard, focus, screen readers), so it is one tab stop in the header.
 */
export default function AccountDropdown({ ukey, user, showLabel, couponsUrl }: AccountDropdownProps) {
  const intl = useIntl();
  const lang = useLang();
  const { auth } = useStores();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="header-button"
        data-ukey={ukey}
        aria-label={intl.formatMessage({ id: "account.menu" }, { name: user.name })}
        data-testid="account-menu"
      >
        <PersonIcon />
        {showLabel ? <span className="header-button__label w-account-menu__label">{user.name}</span> : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="w-account-menu__content" align="end" sideOffset={6} collisionPadding={8}>
          <DropdownMenu.Label className="w-account-menu__who">
            <span className="w-account-menu__name">{user.name}</span>
            <span className="w-account-menu__email">{user.email}</span>
          </DropdownMenu.Label>
          {ACCOUNT_PAGES.map((page) => (
            <DropdownMenu.Item key={page} asChild className="w-account-menu__item">
              <a href={auth.accountPageUrl(page)}>{intl.formatMessage({ id: `account.page.${page}` })}</a>
            </DropdownMenu.Item>
          ))}
          {couponsUrl ? (
            <DropdownMenu.Item asChild className="w-account-menu__item">
              <Link to={localizeHref(myCouponsHref(couponsUrl), lang)}>
                {intl.formatMessage({ id: "accountMenu.myCoupons" })}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="w-account-menu__separator" />
          <DropdownMenu.Item className="w-account-menu__item" onSelect={() => void auth.logout()}>
            {intl.formatMessage({ id: "account.logout" })}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
