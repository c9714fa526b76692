import { Message } from "~/i18n/Message";
import { useIntl } from "~/i18n/useIntl";
import { Form, Link } from "react-router";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";
import { SEARCH_PATH } from "~/lib/catalogPaths";
import { UNAVAILABLE_STATUSES } from "~/lib/pageStatus";
import { readablePath } from "~/lib/readablePath";
import { MAX_QUERY_LENGTH } from "../../../widgets/search-form/searchQuery";

/**
 * The search the missing page's text asks for: a plain GET form to the search page (client-side once hydrated). Not a
 * search landmark: the header's search is the page's one (two alike would be indistinguishable landmarks).
 */
function NotFoundSearch() {
  const lang = useLang();
  const intl = useIntl();
  const label = intl.formatMessage({ id: "search.label" });
  return (
    <Form className="w-search-form error-page__search" method="get" action={localizeHref(SEARCH_PATH, lang)}>
      <label className="visually-hidden" htmlFor="not-found-search">
        {label}
      </label>
      <div className="w-search-form__field">
        <input
          id="not-found-search"
          className="w-search-form__input"
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: "search.placeholder" })}
          required
          maxLength={MAX_QUERY_LENGTH}
        />
        <button className="w-search-form__submit" type="submit">
          {intl.formatMessage({ id: "search.submit" })}
        </button>
      </div>
    </Form>
  );
}

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
      {notFound ? <NotFoundSearch /> : null}
      <Link className="button" to={localizeHref("/", lang)}>
        <Message id="error.backHome" />
      </Link>
    </div>
  );
}
