import { observer } from "mobx-react-lite";
import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { MemberSettingResolved } from "~/generated/schemas";
import type { MessageId } from "~/i18n/messages";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";
import type { WidgetProps } from "../../registry/types";
import { ConsentText } from "./ConsentText";
import { MemberDialog } from "./MemberDialog";
import { SHOP_TIME_ZONE } from "~/lib/constants";

type Shown = "unknown" | "guest" | "loading" | "failed" | "member" | "notMember";
type DialogKind = "join" | "leave";

/**
 * The store membership (§3, §4, §6): the shop's member count (hidden while it is 0), the shopper's status and the
 * flow. A guest gets a log-in button; a logged-in non-member "Join", which asks for consent to share the seven data
 * items first; a member "Leave", which warns of the member benefits lost. Personal, so the server renders the heading only and the
 * rest appears once the session is known. A status region announces a join or a leave to screen readers, and focus
 * goes back to the action button (now the other one) when a dialog closes.
 */
function Member({ ukey, setting }: WidgetProps<MemberSettingResolved>) {
  const { title, headingLevel } = setting;
  const intl = useIntl();
  const { auth, membership } = useStores();
  const hydrated = useHydrated();
  const titleId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  useEffect(() => membership.follow(), [membership]);
  // once a dialog has closed (and its focus trap is gone), focus returns to the action button
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    if (dialog) dialogWasOpen.current = true;
    else if (dialogWasOpen.current) {
      dialogWasOpen.current = false;
      actionRef.current?.focus();
    }
  }, [dialog]);

  const shown: Shown =
    !hydrated || !auth.checked
      ? "unknown"
      : !auth.isLoggedIn
        ? "guest"
        : membership.member === null
          ? membership.failed
            ? "failed"
            : "loading"
          : membership.isMember
            ? "member"
            : "notMember";
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <section className="w-member" data-ukey={ukey} aria-labelledby={titleId} data-testid="member">
      <Heading className="w-member__title" id={titleId}>
        {title || t("member.title")}
      </Heading>
      {hydrated && membership.joinNum ? (
        <p className="w-member__count" data-testid="member-count">
          {t("member.count", { count: membership.joinNum })}
        </p>
      ) : null}
      <StatusText shown={shown} joinedAt={membership.member?.joined_at} />
      <div className="w-member__actions">
        {shown === "guest" ? (
          <>
            <button type="button" className="button" onClick={() => void auth.login()}>
              {t("member.action.login")}
            </button>
            <button type="button" className="button button--ghost" onClick={() => void auth.register()}>
              {t("member.action.register")}
            </button>
          </>
        ) : shown === "failed" ? (
          <button type="button" className="button button--ghost" onClick={() => void membership.load()}>
            {t("common.retry")}
          </button>
        ) : shown === "member" || shown === "notMember" ? (
          <button
            ref={actionRef}
            type="button"
            className={shown === "member" ? "button button--ghost" : "button"}
            aria-haspopup="dialog"
            onClick={() => setDialog(shown === "member" ? "leave" : "join")}
            data-testid="member-action"
          >
            {t(shown === "member" ? "member.action.leave" : "member.action.join")}
          </button>
        ) : null}
      </div>
      {/* always present once interactive, so a change of its text is announced */}
      {hydrated ? (
        <p className="visually-hidden" role="status" data-testid="member-announcement">
          {membership.lastChange === "joined"
            ? t("member.joined")
            : membership.lastChange === "left"
              ? t("member.left")
              : ""}
        </p>
      ) : null}
      {dialog === null ? null : (
        <MemberDialog
          title={t(dialog === "join" ? "member.consent.title" : "member.leave.title")}
          confirmLabel={t(dialog === "join" ? "member.consent.confirm" : "member.leave.confirm")}
          tone={dialog === "leave" ? "danger" : "brand"}
          busy={membership.changing}
          onConfirm={() => (dialog === "join" ? membership.join() : membership.leave())}
          onClosed={() => setDialog(null)}
        >
          {dialog === "join" ? <ConsentText /> : <p>{t("member.leave.warning")}</p>}
        </MemberDialog>
      )}
    </section>
  );
}

const StatusText = observer(function StatusText({ shown, joinedAt }: { shown: Shown; joinedAt?: string }) {
  const intl = useIntl();
  if (shown === "unknown") return <p className="w-member__status" aria-hidden="true" />;
  const text =
    shown === "guest"
      ? intl.formatMessage({ id: "member.status.guest" })
      : shown === "loading"
        ? intl.formatMessage({ id: "member.loading" })
        : shown === "failed"
          ? intl.formatMessage({ id: "member.failed" })
          : shown === "notMember"
            ? intl.formatMessage({ id: "member.status.notMember" })
            : joinedAt
              ? intl.formatMessage(
                  { id: "member.status.memberSince" },
                  { date: intl.formatDate(joinedAt, { dateStyle: "long", timeZone: SHOP_TIME_ZONE }) },
                )
              : intl.formatMessage({ id: "member.status.member" });
  return (
    <p className={`w-member__status w-member__status--${shown}`} data-testid="member-status">
      {text}
    </p>
  );
});

export default observer(Member);
