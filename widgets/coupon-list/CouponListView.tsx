import { useId } from "react";
import { Link, useLocation } from "react-router";
import { useIntl } from "~/i18n/useIntl";
import type { Coupon, CouponListSettingResolved } from "~/generated/schemas";
import { couponState } from "~/lib/couponState";
import { useStores } from "~/stores/StoreProvider";
import { CouponCard } from "./CouponCard";
import { rulesOfCoupon } from "./couponTexts";
import type { CouponListData } from "./useCouponList";

export interface CouponListViewProps {
  ukey: string;
  setting: CouponListSettingResolved;
  /** The list call's answer; null while loading, "failed" when it failed. */
  data: CouponListData | null | "failed";
  now: Date;
  onClaimed: (coupon: Coupon) => void;
  onRefused: () => void;
  /** Only the coupons this shopper claimed: "My coupons" (?mine=1, src/lib/myCoupons.ts). */
  mine?: boolean;
}

/** What "My coupons" says under its list: why it is empty (a guest, or nothing claimed yet) and the way to all. */
function MyCouponsFooter({ loggedIn, empty }: { loggedIn: boolean; empty: boolean }) {
  const intl = useIntl();
  const { auth } = useStores();
  const { pathname } = useLocation();
  if (!loggedIn) {
    return (
      <p className="w-coupon-list__mine">
        {intl.formatMessage({ id: "couponList.mine.logIn" })}{" "}
        <button type="button" className="w-coupon-list__remedy-button" onClick={() => void auth.login()}>
          {intl.formatMessage({ id: "account.login" })}
        </button>
      </p>
    );
  }
  return (
    <p className="w-coupon-list__mine">
      {empty ? <>{intl.formatMessage({ id: "couponList.mine.empty" })} </> : null}
      <Link to={pathname}>{intl.formatMessage({ id: "couponList.mine.all" })}</Link>
    </p>
  );
}

/**
 * The coupon list as given, or only this shopper's claimed coupons (`mine`): each coupon's state from couponState,
 * for this shopper at `now`.
 */
export function CouponListView({ ukey, setting, data, now, onClaimed, onRefused, mine = false }: CouponListViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const all = data && data !== "failed" ? data.coupons : [];
  const coupons = mine ? all.filter((coupon) => coupon.claimed === true) : all;
  const { headingLevel } = setting;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="w-coupon-list" data-ukey={ukey} aria-labelledby={titleId} aria-busy={data === null}>
      <Heading className="w-coupon-list__heading" id={titleId}>
        {mine
          ? intl.formatMessage({ id: "couponList.mine.heading" })
          : setting.title || intl.formatMessage({ id: "coupon.heading" })}
      </Heading>
      {data === "failed" ? <p role="alert">{intl.formatMessage({ id: "common.somethingWrong" })}</p> : null}
      {data && data !== "failed" && coupons.length === 0 && !mine ? (
        <p>{intl.formatMessage({ id: "coupon.empty" })}</p>
      ) : null}
      {data && data !== "failed" && coupons.length > 0 ? (
        <ul className="w-coupon-list__list">
          {coupons.map((coupon) => (
            <CouponCard
              key={coupon.code}
              coupon={coupon}
              state={couponState(
                rulesOfCoupon(coupon),
                {
                  loggedIn: data.logged_in,
                  member: data.member,
                  claimed: coupon.claimed === true,
                  used: coupon.used === true,
                },
                now,
              )}
              membershipUrl={setting.membershipUrl}
              headingLevel={headingLevel === 1 ? 2 : 3}
              onClaimed={onClaimed}
              onRefused={onRefused}
            />
          ))}
        </ul>
      ) : null}
      {mine && data && data !== "failed" ? (
        <MyCouponsFooter loggedIn={data.logged_in} empty={coupons.length === 0} />
      ) : null}
    </section>
  );
}
