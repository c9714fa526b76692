import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";

/** §2, §8: 404 shows Page Not Found, anything else Internal Server Error, with code, message and description. */
export function ErrorPage({ status, path }: { status: number; path: string }) {
  const lang = useLang();
  const notFound = status === 404;
  return (
    <main id="main" className="error-page">
      <p className="error-page__code">
        <FormattedMessage id="error.statusCode" values={{ code: status }} />
      </p>
      <h1>
        <FormattedMessage id={notFound ? "error.notFound.title" : "error.internal.title"} />
      </h1>
      <p>
        {notFound ? (
          <FormattedMessage id="error.notFound.description" values={{ path }} />
        ) : (
          <FormattedMessage id="error.internal.description" />
        )}
      </p>
      <Link className="button" to={localizeHref("/", lang)}>
        <FormattedMessage id="error.backHome" />
      </Link>
    </main>
  );
}
