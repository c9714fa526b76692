import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Coupon } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import type { CouponState } from "~/lib/couponState";
import { ClaimAction } from "./ClaimAction";
import { periodTexts, valueText } from "./couponTexts";

interface CouponCardProps {
  coupon: Coupon;
  state: CouponState;
  membershipUrl: string | undefined;
  /** The level of the coupon's title: one below the list's heading. */
  headingLevel: 2 | 3;
  onClaimed: (coupon: Coupon) => void;
  onRefused: () => void;
}

/** One coupon (§3): its value, code, type, cap, minimum spend, periods, quantity, texts, and its Claim action. */
export function CouponCard({ coupon, state, membershipUrl, headingLevel, onClaimed, onRefused }: CouponCardProps) {
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const titleId = useId();
  const periods = periodTexts(intl, coupon);
  const fact = (labelId: string, value: string) => (
    <div className="w-coupon-list__fact">
      <dt>{intl.formatMessage({ id: labelId })}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <li className="w-coupon-list__card" data-code={coupon.code} data-state={state.kind} aria-labelledby={titleId}>
      <p className="w-coupon-list__value">{valueText(intl, coupon)}</p>
      <Heading className="w-coupon-list__title" id={titleId}>
        {coupon.title}
      </Heading>
      {coupon.members_only ? (
        <p className="w-coupon-list__badge">{intl.formatMessage({ id: "coupon.membersOnly" })}</p>
      ) : null}
      <dl className="w-coupon-list__facts">
        {fact("coupon.code", coupon.code)}
        {fact("coupon.type", intl.formatMessage({ id: `coupon.type.${coupon.type}` }))}
        {coupon.max_discount !== null ? fact("coupon.maxDiscount", formatBaht(intl, coupon.max_discount)) : null}
        {fact(
          "coupon.minSpend",
          coupon.min_spend > 0 ? formatBaht(intl, coupon.min_spend) : intl.formatMessage({ id: "coupon.noMinSpend" }),
        )}
        {fact("coupon.claimPeriod", periods.claim)}
        {fact("coupon.usePeriod", periods.use)}
        {fact(
          "coupon.quantity",
          coupon.quantity === null || coupon.remaining === null
            ? intl.formatMessage({ id: "coupon.unlimited" })
            : intl.formatMessage(
                { id: "coupon.remaining" },
                { remaining: coupon.remaining, quantity: coupon.quantity },
              ),
        )}
      </dl>
      <details className="w-coupon-list__details">
        <summary>{intl.formatMessage({ id: "coupon.details" })}</summary>
        {(
          [
            ["coupon.terms", coupon.terms],
            ["coupon.howToUse", coupon.how_to_use],
            ["coupon.promotionTerms", coupon.promotion_terms],
          ] as const
        )
          .filter(([, text]) => text !== "")
          .map(([id, text]) => (
            <section key={id}>
              <h4>{intl.formatMessage({ id })}</h4>
              <p>{text}</p>
            </section>
          ))}
      </details>
      <ClaimAction
        coupon={coupon}
        state={state}
        membershipUrl={membershipUrl}
        onClaimed={onClaimed}
        onRefused={onRefused}
      />
    </li>
  );
}
