import { useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import { ApiError } from "~/api/client";
import type { Coupon } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { type CouponState, STATE_MESSAGES } from "~/lib/couponState";
import { localizeHref } from "~/lib/localizeHref";
import { useStores } from "~/stores/StoreProvider";
import { remedyText } from "./couponTexts";

/** The state a claim refusal of the server stands for (a race lost since the list was read, or a stale list). */
const STATE_OF_KEY: Record<string, CouponState["kind"]> = {
  NO_AUTH: "loginRequired",
  COUPON_ALREADY_CLAIMED: "claimed",
  COUPON_USED_UP: "usedUp",
  COUPON_EXPIRED: "expired",
  COUPON_NOT_CLAIMABLE_YET: "notYetClaimable",
  COUPON_CONDITIONS_NOT_MET: "conditionsNotMet",
};

/** States whose Claim button is offered: pressing it claims, or says why not (log in, join the membership). */
const PRESSABLE = new Set<CouponState["kind"]>(["claimable", "loginRequired", "conditionsNotMet"]);

interface ClaimActionProps {
  coupon: Coupon;
  state: CouponState;
  membershipUrl: string | undefined;
  onClaimed: (coupon: Coupon) => void;
  onRefused: () => void;
}

/**
 * A coupon's Claim button and its message: states that refuse a claim in advance show their §8 message and remedy
 * at once; log-in and membership conditions show theirs when Claim is pressed, as does a refusal of the server.
 */
export function ClaimAction({ coupon, state, membershipUrl, onClaimed, onRefused }: ClaimActionProps) {
  const intl = useIntl();
  const lang = useLang();
  const { api, auth } = useStores();
  const [pressed, setPressed] = useState<CouponState["kind"] | "failed" | null>(null);
  const [busy, setBusy] = useState(false);

  async function claim() {
    if (state.kind !== "claimable") {
      setPressed(state.kind);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<{ coupon: Coupon }>("/api/x4/coupon/claim", { code: coupon.code });
      setPressed(null);
      onClaimed(answer.coupon);
    } catch (error) {
      setPressed((error instanceof ApiError && STATE_OF_KEY[error.key]) || "failed");
      onRefused();
    } finally {
      setBusy(false);
    }
  }

  const shown = PRESSABLE.has(state.kind) ? (pressed ?? null) : state.kind;
  const messageId = shown === "failed" ? "common.somethingWrong" : shown ? STATE_MESSAGES[shown] : null;
  const remedy = "remedy" in state && shown === state.kind ? state.remedy : null;
  return (
    <div className="w-coupon-list__action">
      {PRESSABLE.has(state.kind) ? (
        <button
          type="button"
          className="w-coupon-list__claim"
          onClick={() => void claim()}
          disabled={busy}
          aria-describedby={`${coupon.code}-status`}
        >
          {intl.formatMessage({ id: busy ? "coupon.claiming" : "coupon.claim" })}
        </button>
      ) : null}
      <div className="w-coupon-list__status" id={`${coupon.code}-status`} role="status" data-state={shown ?? "none"}>
        {messageId ? (
          <p className="w-coupon-list__message">
            {intl.formatMessage({ id: messageId.startsWith("coupon.") ? messageId : `coupon.state.${messageId}` })}
          </p>
        ) : null}
        {shown === "claimed" ? (
          <p className="w-coupon-list__remedy">{intl.formatMessage({ id: "coupon.remedy.useAtCheckout" })}</p>
        ) : null}
        {shown === "usedUp" ? (
          <p className="w-coupon-list__remedy">{intl.formatMessage({ id: "coupon.remedy.usedUp" })}</p>
        ) : null}
        {remedy?.kind === "logIn" || shown === "loginRequired" ? (
          <button type="button" className="w-coupon-list__remedy-button" onClick={() => void auth.login()}>
            {intl.formatMessage({ id: "coupon.remedy.logIn" })}
          </button>
        ) : null}
        {shown === "conditionsNotMet" ? (
          membershipUrl ? (
            <Link className="w-coupon-list__remedy-link" to={localizeHref(membershipUrl, lang)}>
              {intl.formatMessage({ id: "coupon.remedy.joinMembership" })}
            </Link>
          ) : (
            <p className="w-coupon-list__remedy">{intl.formatMessage({ id: "coupon.remedy.joinMembership" })}</p>
          )
        ) : null}
        {remedy && (remedy.kind === "claimableFrom" || remedy.kind === "usableFrom") ? (
          <p className="w-coupon-list__remedy">{remedyText(intl, remedy)}</p>
        ) : null}
      </div>
    </div>
  );
}
