import { useEffect, useId, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { useLocation, useNavigate } from "react-router";
import type { SearchFormSetting } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { SEARCH_PATH } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { resolveLocalePath } from "~/lib/localePath";
import type { WidgetProps } from "../../registry/types";

/** The longest query the search accepts (the shop API answers 400 beyond it). */
export const MAX_QUERY_LENGTH = 200;

interface SearchValues {
  q: string;
}

const subscribeNothing = () => () => {};
/** False on the server and while hydrating, true once React runs the page in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

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
 * A search box for products and blog posts (react-hook-form). Submitting opens the search page in the page's
 * language (/search?q=…, /en/search?q=…) client-side; before the page is interactive it is a plain GET form to the
 * same URL, with the browser's own checks. An empty (or blank) query shows an error instead of searching.
 */
export default function SearchForm({ ukey, setting }: WidgetProps<SearchFormSetting>) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const currentQuery = useCurrentQuery();
  const action = localizeHref(SEARCH_PATH, lang);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchValues>({ defaultValues: { q: currentQuery } });

  // Follows the URL: another search, or leaving the search page, changes what the box shows.
  useEffect(() => {
    reset({ q: currentQuery });
  }, [currentQuery, reset]);

  const onValid = ({ q }: SearchValues) => {
    navigate(localizeHref(`${SEARCH_PATH}?q=${encodeURIComponent(q.trim())}`, lang));
  };

  const requiredMessage = intl.formatMessage({ id: "search.required" });
  const tooLongMessage = intl.formatMessage({ id: "search.tooLong" }, { count: MAX_QUERY_LENGTH });
  const error = errors.q?.message;
  const label = intl.formatMessage({ id: "search.label" });

  return (
    <form
      className="w-search-form"
      role="search"
      method="get"
      action={action}
      // Until hydration the browser checks `required` and `maxLength`; afterwards react-hook-form does, with our messages.
      noValidate={hydrated}
      onSubmit={handleSubmit(onValid)}
      data-ukey={ukey}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <div className="w-search-form__field">
        <input
          id={inputId}
          className="w-search-form__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={setting.placeholder || intl.formatMessage({ id: "search.placeholder" })}
          required
          maxLength={MAX_QUERY_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register("q", {
            maxLength: { value: MAX_QUERY_LENGTH, message: tooLongMessage },
            validate: (value) => value.trim() !== "" || requiredMessage,
          })}
        />
        <button className="w-search-form__submit" type="submit">
          <SearchIcon />
          <span className="visually-hidden">{intl.formatMessage({ id: "search.submit" })}</span>
        </button>
      </div>
      {error ? (
        <p className="w-search-form__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
