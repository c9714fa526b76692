import { useLayoutEffect, useRef } from "react";
import { useIntl } from "~/i18n/useIntl";
import { useStores } from "~/stores/StoreProvider";

/** The banner's height on <html>, for the page's bottom padding and scroll padding (consent.css). */
const HEIGHT_PROPERTY = "--consent-banner-height";

/**
 * The consent banner (§4): a labelled region fixed at the bottom of the viewport, over the page rather than in its
 * flow, so the layout never shifts; the page gets the banner's height as bottom padding (and scroll padding, so
 * nothing focused hides under it), so every part of it can still be read. It is not modal and takes no focus: it is
 * first in the document, so the first Tab reaches it. Its three choices look alike (no nudge): accepting or
 * rejecting closes it and is in force at once; Settings opens the dialog.
 */
export default function ConsentBanner() {
  const intl = useIntl();
  const { consent } = useStores();
  const banner = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_PROPERTY, `${banner.current?.getBoundingClientRect().height ?? 0}px`);
    });
    if (banner.current) observer.observe(banner.current);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);

  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-label={intl.formatMessage({ id: "consent.banner.label" })}
      data-testid="consent-banner"
    >
      <p className="consent-banner__text">{intl.formatMessage({ id: "consent.banner.text" })}</p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-button" onClick={() => consent.acceptAll()}>
          {intl.formatMessage({ id: "consent.acceptAll" })}
        </button>
        <button type="button" className="consent-button" onClick={() => consent.rejectAll()}>
          {intl.formatMessage({ id: "consent.rejectAll" })}
        </button>
        <button type="button" className="consent-button" onClick={() => consent.openSettings()}>
          {intl.formatMessage({ id: "consent.settings" })}
        </button>
      </div>
    </section>
  );
}
