import { useEffect, useId, useState } from "react";
import type { SearchSuggest } from "~/generated/schemas";
import { useNavigate } from "react-router";
import { useIntl } from "~/i18n/useIntl";
import { useLang } from "~/i18n/useLang";
import { SEARCH_PATH } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import {
  parseRecentSearches,
  RECENT_SEARCHES_STORAGE_KEY,
  recentMatching,
  withRecentSearch,
} from "~/lib/recentSearches";
import { useStores } from "~/stores/StoreProvider";
import { type Option, optionsOf } from "./suggestionOptions";
import { useSuggestKeys } from "./useSuggestKeys";

/** The longest text suggestions are asked for (GET /api/search/suggest answers 400 beyond it). */
const MAX_SUGGEST_LENGTH = 100;
/** A pause in typing before asking, so a fast typist asks once. */
const TYPING_PAUSE_MS = 150;

function readRecent(): string[] {
  try {
    return parseRecentSearches(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    return []; // storage refused (private mode, blocked cookies)
  }
}

function saveRecent(query: string): void {
  try {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(withRecentSearch(readRecent(), query)));
  } catch {
    // not kept: the search itself goes on
  }
}

/** The shop's suggestions for what is typed, asked after a pause; null until answered (or for a blank text). */
function useSuggest(text: string): SearchSuggest | null {
  const { api } = useStores();
  const [answer, setAnswer] = useState<SearchSuggest | null>(null);
  const query = text.trim();
  useEffect(() => {
    if (query === "" || query.length > MAX_SUGGEST_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      api.get<SearchSuggest>("/api/search/suggest", { q: query }).then(
        (found) => current && setAnswer(found),
        () => current && setAnswer(null), // no suggestions; the search itself still works
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query]);
  return answer && answer.query === query ? answer : null;
}

/**
 * The header search box's suggestions (loaded when the box is first focused): a listbox popup under the box,
 * following the WAI-ARIA combobox pattern on the box itself (role combobox, aria-expanded, aria-controls,
 * aria-activedescendant; focus stays in the box). It lists the recent searches that match what is typed (all of them
 * in an empty box), then the shop's products and categories for it. ArrowDown and ArrowUp move through the options,
 * Enter opens the active one (else the form searches what is typed), Escape closes the list; a tap or click opens an
 * option. How many options there are is announced once the shop has answered. A search sent from the box (or a
 * recent search chosen) is kept as a recent search.
 */
export default function SearchSuggestions({
  input,
  onChosen,
}: {
  input: HTMLInputElement;
  /** Told when an option was chosen (its page is being opened). */
  onChosen: () => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(input.value);
  const [recent, setRecent] = useState(readRecent);
  const [open, setOpen] = useState(document.activeElement === input);
  const answer = useSuggest(text);
  const options = optionsOf(recentMatching(recent, text), answer, `${listId}-o`);
  const shown = open && options.length > 0;

  const choose = (option: Option) => {
    setOpen(false);
    onChosen();
    if (option.path) return navigate(localizeHref(option.path, lang));
    saveRecent(option.label);
    setRecent(readRecent());
    navigate(localizeHref(`${SEARCH_PATH}?q=${encodeURIComponent(option.label)}`, lang));
  };
  const active = useSuggestKeys(input, { shown, options, text, setOpen, choose });

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onSubmit = () => {
      saveRecent(input.value);
      setRecent(readRecent());
      setOpen(false);
    };
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    input.form?.addEventListener("submit", onSubmit);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.form?.removeEventListener("submit", onSubmit);
    };
  }, [input]);

  // The combobox's state on the box itself (the search form renders it as a combobox, knowing nothing of the list).
  useEffect(() => {
    input.setAttribute("aria-controls", listId);
    input.setAttribute("aria-expanded", String(shown));
    const activeOption = shown ? options[active] : undefined;
    if (activeOption) input.setAttribute("aria-activedescendant", activeOption.id);
    else input.removeAttribute("aria-activedescendant");
  });

  const groups = [
    { kind: "recent", label: intl.formatMessage({ id: "search.recent" }) },
    { kind: "product", label: intl.formatMessage({ id: "search.products" }, { count: answer?.products.length ?? 0 }) },
    { kind: "category", label: intl.formatMessage({ id: "category.listLabel" }) },
  ] as const;
  return (
    <>
      <div
        className="w-search-form__suggestions"
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage({ id: "search.label" })}
        hidden={!shown}
        // a press on an option keeps the focus in the box (the click then opens it)
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map(({ kind, label }) => {
          const inGroup = options.filter((option) => option.kind === kind);
          if (inGroup.length === 0) return null;
          return (
            <div role="group" key={kind} aria-labelledby={`${listId}-${kind}`}>
              <div className="w-search-form__group" id={`${listId}-${kind}`} aria-hidden="true">
                {label}
              </div>
              {inGroup.map((option) => (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={options[active] === option}
                  className="w-search-form__option"
                  onClick={() => choose(option)}
                >
                  {option.label}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <p className="visually-hidden" role="status">
        {open && answer ? intl.formatMessage({ id: "search.suggestionCount" }, { count: options.length }) : ""}
      </p>
    </>
  );
}
