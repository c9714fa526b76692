import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import { useLocation, useNavigate } from "react-router";
import type { SearchFormSettingResolved } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { SEARCH_PATH } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { resolveLocalePath } from "~/lib/localePath";
import { useHydrated } from "~/stores/useHydrated";
import type { WidgetProps } from "../../registry/types";
import { MAX_QUERY_LENGTH, type SearchQueryProblem, searchQueryProblem } from "./searchQuery";

/** The suggestions' code, loaded when the box is first focused (not part of a first visit's JavaScript). */
const SearchSuggestions = lazy(() => import("./SearchSuggestions"));

/** The query of the search page's URL, so the box shows what was searched; "" on other pages. */
function useCurrentQuery(): string {
  const { pathname, search } = useLocation();
  if (resolveLocalePath(pathname).path !== SEARCH_PATH) return "";
  return new URLSearchParams(search).get("q") ?? "";
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M20 20l-4-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A search box for products and blog posts, a plain form (what the browser typed stays the browser's: the input is
 * uncontrolled). Submitting opens the search page in the page's language (/search?q=…, /en/search?q=…) client-side;
 * before the page is interactive it is a plain GET form to the same URL, with the browser's own checks. An empty (or
 * blank) or too long query shows an error instead of searching; once shown, the error follows what is typed.
 * In the phone layout the field hides behind a search button (a disclosure: it expands the field under the header and
 * focuses it; Escape or a navigation collapses it). Once focused, the box suggests as it is typed in
 * (SearchSuggestions, a combobox, loaded then).
 */
export default function SearchForm({ ukey, setting }: WidgetProps<SearchFormSettingResolved>) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const expanded = expandedAt === location.key;
  const currentQuery = useCurrentQuery();
  const shownQuery = useRef(currentQuery);
  const [problem, setProblem] = useState<SearchQueryProblem>(null);
  /** The box, once first focused: its suggestions are loaded and follow it. */
  const [suggestFor, setSuggestFor] = useState<HTMLInputElement | null>(null);
  const action = localizeHref(SEARCH_PATH, lang);

  // Follows the URL: another search, or leaving the search page, changes what the box shows (not what was typed
  // before hydration, which the first render keeps).
  useEffect(() => {
    const input = inputRef.current;
    if (!input || shownQuery.current === currentQuery) return;
    shownQuery.current = currentQuery;
    input.value = currentQuery;
    setProblem(null);
  }, [currentQuery]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Escape" || !expanded) return;
    event.stopPropagation();
    setExpandedAt(null);
    toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = inputRef.current?.value ?? "";
    const found = searchQueryProblem(query);
    setProblem(found);
    if (!found) navigate(localizeHref(`${SEARCH_PATH}?q=${encodeURIComponent(query.trim())}`, lang));
  };

  const error =
    problem === "required"
      ? intl.formatMessage({ id: "search.required" })
      : problem === "tooLong"
        ? intl.formatMessage({ id: "search.tooLong" }, { count: MAX_QUERY_LENGTH })
        : null;
  const label = intl.formatMessage({ id: "search.label" });

  return (
    <form
      className={expanded ? "w-search-form is-expanded" : "w-search-form"}
      role="search"
      method="get"
      action={action}
      // Until hydration the browser checks `required` and `maxLength`; afterwards onSubmit does, with our messages.
      noValidate={hydrated}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      data-ukey={ukey}
    >
      <button
        ref={toggleRef}
        type="button"
        className="header-button w-search-form__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpandedAt(expanded ? null : location.key)}
      >
        <SearchIcon />
        <span className="visually-hidden">{label}</span>
      </button>
      <div className="w-search-form__panel" id={panelId}>
        <label className="visually-hidden" htmlFor={inputId}>
          {label}
        </label>
        <div className="w-search-form__field">
          <input
            ref={inputRef}
            id={inputId}
            className="w-search-form__input"
            type="search"
            name="q"
            defaultValue={currentQuery}
            enterKeyHint="search"
            autoComplete="off"
            // a combobox from the start (its list, SearchSuggestions, arrives when it is first focused)
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            placeholder={setting.placeholder || intl.formatMessage({ id: "search.placeholder" })}
            required
            maxLength={MAX_QUERY_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              if (problem) setProblem(searchQueryProblem(event.currentTarget.value));
            }}
            onFocus={(event) => setSuggestFor(event.currentTarget)}
          />
          <button className="w-search-form__submit" type="submit">
            <SearchIcon />
            <span className="visually-hidden">{intl.formatMessage({ id: "search.submit" })}</span>
          </button>
        </div>
        {suggestFor ? (
          <Suspense fallback={null}>
            <SearchSuggestions input={suggestFor} onChosen={() => setExpandedAt(null)} />
          </Suspense>
        ) : null}
        {error ? (
          <p className="w-search-form__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
