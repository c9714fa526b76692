import { type ApiClient, createApiClient } from "~/api/client";
import type { PathLang } from "~/lib/localePath";
import { ProductStore } from "./ProductStore";
import { RecentlyViewedStore } from "./RecentlyViewedStore";
import { UiStore } from "./UiStore";

export interface RootStoreContext {
  host: string;
  lang: PathLang;
  /** Where the browser reaches the shop API: its own origin unless configured otherwise. */
  apiBaseUrl: string;
}

/** All client state of one page view: built per request on the server and once per browser tab. */
export interface RootStore {
  ui: UiStore;
  api: ApiClient;
  products: ProductStore;
  recentlyViewed: RecentlyViewedStore;
}

export function createRootStore(context: RootStoreContext): RootStore {
  const ui = new UiStore(context.lang);
  const lang = () => ui.lang;
  const api = createApiClient({
    baseUrl: context.apiBaseUrl,
    host: context.host,
    lang,
    onRequestStart: () => ui.startLoading(),
    onRequestEnd: () => ui.stopLoading(),
  });
  const browserStorage = () => (typeof window === "undefined" ? null : window.localStorage);
  return {
    ui,
    api,
    products: new ProductStore({ api, lang }),
    recentlyViewed: new RecentlyViewedStore(browserStorage),
  };
}
