import { observer } from "mobx-react-lite";
import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from "react";
import { useIntl } from "~/i18n/useIntl";
import { ThaiText } from "../../../widgets/shared/ThaiText";
import { TOAST_POSITIONS, type Toast, type ToastPosition, type ToastStore, type ToastType } from "~/stores/ToastStore";

const REGION_LABEL: Record<ToastPosition, string> = {
  "top-right": "toast.region.topRight",
  "bottom-right": "toast.region.bottomRight",
};

/** Error and warning interrupt (role alert); info and success wait their turn (role status, polite). */
const ROLE: Record<ToastType, "alert" | "status"> = {
  error: "alert",
  warning: "alert",
  info: "status",
  success: "status",
};

/**
 * Where the top-right region starts: under the element `below` names (the sticky header with its cart icon, the
 * drawer's header with its close button) while it is on screen, so a toast never covers those controls. Measured
 * when the region's toasts change, and written to the region as --toaster-top (toaster.css).
 */
function useTopBelow(below: string | undefined, shown: number): RefObject<HTMLElement | null> {
  const region = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!below || shown === 0 || !region.current) return;
    const bottom = document.querySelector(below)?.getBoundingClientRect().bottom ?? 0;
    region.current.style.setProperty("--toaster-top", `${Math.max(0, Math.round(bottom))}px`);
  }, [below, shown]);
  return region;
}

/**
 * The toasts (§2, §3, §4): two fixed regions, top-right and bottom-right. Toasts are shown only in the browser: the
 * server and the first client render give empty regions, so hydration always matches.
 */
export const Toaster = observer(function Toaster({ store, below }: { store: ToastStore; below?: string }) {
  const intl = useIntl();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const topRegion = useTopBelow(below, store.byPosition("top-right").length);

  return (
    <>
      {TOAST_POSITIONS.map((position) => (
        <section
          key={position}
          className={`toaster toaster--${position}`}
          aria-label={intl.formatMessage({ id: REGION_LABEL[position] })}
          ref={position === "top-right" ? topRegion : undefined}
        >
          {hydrated
            ? store.byPosition(position).map((toast) => <ToastCard key={toast.id} toast={toast} store={store} />)
            : null}
        </section>
      ))}
    </>
  );
});

const ToastCard = observer(function ToastCard({ toast, store }: { toast: Toast; store: ToastStore }) {
  const intl = useIntl();
  const card = useRef<HTMLDivElement>(null);
  /** Hover and focus pause independently: the countdown goes on only once neither holds it. */
  const holds = useRef({ hover: false, focus: false });
  /** Where focus came from when it entered this toast, to give it back when the toast closes from the keyboard. */
  const cameFrom = useRef<HTMLElement | null>(null);

  const hold = (kind: "hover" | "focus", on: boolean) => {
    holds.current[kind] = on;
    if (holds.current.hover || holds.current.focus) store.pause(toast.id);
    else store.resume(toast.id);
  };

  const close = () => {
    const focusWasInside = card.current?.contains(document.activeElement) ?? false;
    const back = cameFrom.current;
    store.close(toast.id);
    if (focusWasInside && back?.isConnected) back.focus();
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from) && !from.closest(".toaster")) {
      cameFrom.current = from;
    }
    hold("focus", true);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    hold("focus", false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    // The toast only: a drawer or dialog behind it stays open.
    event.stopPropagation();
    event.preventDefault();
    close();
  };

  return (
    <div
      ref={card}
      className={`toast toast--${toast.type}`}
      role={ROLE[toast.type]}
      aria-live={ROLE[toast.type] === "alert" ? "assertive" : "polite"}
      aria-atomic="true"
      data-paused={toast.paused ? "true" : undefined}
      onMouseEnter={() => hold("hover", true)}
      onMouseLeave={() => hold("hover", false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <TypeIcon type={toast.type} />
      <div className="toast__body">
        <p className="toast__title">
          <span className="visually-hidden">{intl.formatMessage({ id: `toast.type.${toast.type}` })}: </span>
          <ThaiText text={toast.title} />
        </p>
        {toast.description ? (
          <p className="toast__description">
            <ThaiText text={toast.description} />
          </p>
        ) : null}
        {toast.action ? (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              toast.action?.run();
              close();
            }}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={intl.formatMessage({ id: "toast.close" })}
        onClick={close}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
});

/** A distinct shape per type, so the type never relies on colour alone. */
function TypeIcon({ type }: { type: ToastType }) {
  return (
    <svg className="toast__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {type === "info" ? (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M12 11v6M12 7.5v.01" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </>
      ) : null}
      {type === "success" ? (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </>
      ) : null}
      {type === "warning" ? (
        <>
          <path d="M12 2.5L22.5 21h-21z" fill="currentColor" strokeLinejoin="round" />
          <path d="M12 9.5v5M12 17.5v.01" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </>
      ) : null}
      {type === "error" ? (
        <>
          <path d="M8 2h8l6 6v8l-6 6H8l-6-6V8z" fill="currentColor" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </>
      ) : null}
    </svg>
  );
}
