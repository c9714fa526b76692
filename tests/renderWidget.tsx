import { render, type RenderResult } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createIntl } from "@formatjs/intl";
import { MemoryRouter } from "react-router";
import { loadedMessages } from "~/i18n/compiledMessages";
import { IntlContext } from "~/i18n/useIntl";
import { type ContentLang, localeTagOf, resolveLocalePath } from "~/lib/localePath";
import { PageDataProvider, type PageDataValue } from "~/renderer/pageData";
import type { RootStoreContext } from "~/stores/RootStore";
import { StoreProvider } from "~/stores/StoreProvider";
import { storyStoreContext } from "../stories/decorators";

/** Where a widget under test is shown. */
export interface WidgetPageOptions {
  /** The page's address: Thai, or English under /en, for both the widget's texts and its links. "/" by default. */
  url?: string;
  /** What the page's widgets may read besides their setting (catalogue, other data); the default context's if absent. */
  page?: PageDataValue;
  /** The stores' context, over a story's (a guest on the demo shop's host) in the page's language. */
  stores?: Partial<RootStoreContext>;
}

/** The language of a page address (the path without query or hash decides). */
function langOfUrl(url: string): ContentLang {
  return resolveLocalePath(url.replace(/[?#].*$/, "")).lang === "th" ? "th" : "en";
}

/** The app's providers around a widget, as a page of that address has them: intl, router, stores, page data. */
export function WidgetPage({ url = "/", page, stores, children }: WidgetPageOptions & { children: ReactNode }) {
  const lang = langOfUrl(url);
  const context: RootStoreContext = { ...storyStoreContext(lang), ...stores };
  const content = page ? <PageDataProvider value={page}>{children}</PageDataProvider> : children;
  return (
    <IntlContext.Provider
      value={createIntl({ locale: localeTagOf(lang), messages: loadedMessages(lang), onError: () => {} })}
    >
      <MemoryRouter initialEntries={[url]}>
        <StoreProvider context={context}>{content}</StoreProvider>
      </MemoryRouter>
    </IntlContext.Provider>
  );
}

/** Server-renders a widget as its page would (see WidgetPage) and parses the HTML for assertions. */
export function renderWidget(ui: ReactNode, options: WidgetPageOptions = {}): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<WidgetPage {...options}>{ui}</WidgetPage>);
  return container;
}

/** Mounts a widget in the document (jsdom), as the browser shows it after hydration. */
export function mountWidget(ui: ReactNode, options: WidgetPageOptions = {}): RenderResult {
  return render(<WidgetPage {...options}>{ui}</WidgetPage>);
}

/** React's useId ids hold characters a CSS selector would need escaped (and jsdom has no CSS.escape). */
export const byId = (root: ParentNode, id: string | null | undefined): Element | undefined =>
  Array.from(root.querySelectorAll("[id]")).find((element) => element.id === id);

/** jsdom has no matchMedia: the window answers the width queries the widgets ask as if `width` px wide. */
export function windowWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const below = /\(width < (\d+)px\)/.exec(query);
    const matches = below ? width < Number(below[1]) : false;
    const list = { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} };
    return list as unknown as MediaQueryList;
  };
}
