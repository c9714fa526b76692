import { Message } from "~/i18n/Message";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";
import { UNAVAILABLE_STATUSES } from "~/lib/pageStatus";
import { readablePath } from "~/lib/readablePath";
import { PageSearchForm } from "../../../widgets/shared/PageSearchForm";

/**
 * §2, §8: 404 shows Page Not Found; 502, 503 and 504 (the shop's data cannot be had just now) say to try again
 * shortly; anything else shows Internal Server Error; each with code, message and description. The missing page names
 * its path as the shopper reads it (Thai decoded) and offers the search its text suggests.
 */
export function ErrorPage({ status, path, siteName }: { status: number; path: string; siteName?: string }) {
  const lang = useLang();
  const intl = useIntl();
  const notFound = status === 404;
  const kind = notFound ? "notFound" : UNAVAILABLE_STATUSES.has(status) ? "unavailable" : "internal";
  const title = intl.formatMessage({ id: `error.${kind}.title` });
  return (
    <div className="error-page">
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__code">
        <Message id="error.statusCode" values={{ code: status }} />
      </p>
      <h1>{title}</h1>
      <p>
        {notFound ? (
          <Message id="error.notFound.description" values={{ path: readablePath(path) }} />
        ) : (
          <Message id={`error.${kind}.description`} />
        )}
      </p>
      {notFound ? <PageSearchForm id="not-found-search" className="error-page__search" /> : null}
      <Link className="button" to={localizeHref("/", lang)}>
        <Message id="error.backHome" />
      </Link>
    </div>
  );
}
