import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Coupon, CouponListSettingResolved } from "~/generated/schemas";
import { couponState } from "~/lib/couponState";
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
}

/** The coupon list as given: each coupon's state from couponState, for this shopper at `now`. */
export function CouponListView({ ukey, setting, data, now, onClaimed, onRefused }: CouponListViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const coupons = data && data !== "failed" ? data.coupons : [];
  const { headingLevel } = setting;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="w-coupon-list" data-ukey={ukey} aria-labelledby={titleId} aria-busy={data === null}>
      <Heading className="w-coupon-list__heading" id={titleId}>
        {setting.title || intl.formatMessage({ id: "coupon.heading" })}
      </Heading>
      {data === "failed" ? <p role="alert">{intl.formatMessage({ id: "common.somethingWrong" })}</p> : null}
      {data && data !== "failed" && coupons.length === 0 ? <p>{intl.formatMessage({ id: "coupon.empty" })}</p> : null}
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
    </section>
  );
}
