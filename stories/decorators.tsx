import type { Decorator } from "@storybook/react-vite";
import type { ContentLang } from "~/lib/localePath";
import { RECENTLY_VIEWED_STORAGE_KEY, serializeEntries } from "~/lib/recentlyViewed";
import { PageDataProvider, type PageDataValue } from "~/renderer/pageData";
import type { RootStoreContext } from "~/stores/RootStore";
import { StoreProvider } from "~/stores/StoreProvider";

/** The stores' context of a story: the demo shop in development, on localhost. */
export function storyStoreContext(lang: ContentLang): RootStoreContext {
  return {
    host: "localhost",
    lang,
    apiBaseUrl: "http://localhost:3000",
    shopId: null,
    isBot: false,
    accountServiceUrl: "/account",
  };
}

/**
 * Catalogue widgets read the page's data and the stores: this decorator provides both, in the toolbar's language
 * (inside the router and intl decorator of .storybook/preview.tsx). Products missing from the page data would be
 * fetched from a shop API on localhost:3000, as in development.
 */
export function withPageData(pageData: (lang: ContentLang) => PageDataValue): Decorator {
  const WithPageData: Decorator = (Story, context) => {
    const lang: ContentLang = context.globals.lang === "en" ? "en" : "th";
    return (
      <StoreProvider key={lang} context={storyStoreContext(lang)}>
        <PageDataProvider value={pageData(lang)}>
          <Story />
        </PageDataProvider>
      </StoreProvider>
    );
  };
  return WithPageData;
}

/** Lays a widget out as on a page: in the container, with some room. */
export const inContainer: Decorator = (Story) => (
  <div className="container" style={{ paddingBlock: "2rem" }}>
    <Story />
  </div>
);

/** Pretends the shopper viewed these products, newest first, a minute apart; clears it after the story. */
export function seedRecentlyViewed(uuids: readonly string[]): () => () => void {
  return () => {
    const now = Date.now();
    const entries = uuids.map((uuid, index) => ({ uuid, viewedAt: now - index * 60_000 }));
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, serializeEntries(entries));
    return () => window.localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
  };
}
