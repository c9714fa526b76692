import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { useIntl } from "~/i18n/useIntl";
import { useLang } from "~/i18n/useLang";
import { SEARCH_PATH } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { MAX_QUERY_LENGTH } from "../search-form/searchQuery";

/**
 * A search box in a page's content (the search results and the empty search page): a plain GET form to
 * the search page in the page's language (client-side once hydrated), showing `query`; the browser checks that it
 * is not empty nor too long. Not a search landmark: the
 * header's search is the page's one (two alike would be indistinguishable landmarks).
 */
export function PageSearchForm({ id, query = "", className }: { id: string; query?: string; className: string }) {
  const lang = useLang();
  const intl = useIntl();
  const navigate = useNavigate();
  const action = localizeHref(SEARCH_PATH, lang);
  // once hydrated, the search page opens client-side (the browser has checked `required` and `maxLength`)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("q");
    navigate(`${action}?q=${encodeURIComponent(String(value ?? "").trim())}`);
  };
  return (
    <form className={`w-search-form ${className}`} method="get" action={action} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {intl.formatMessage({ id: "search.label" })}
      </label>
      <div className="w-search-form__field">
        <input
          // a new query (another search) shows its own text
          key={query}
          id={id}
          className="w-search-form__input"
          type="search"
          name="q"
          defaultValue={query}
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
    </form>
  );
}
