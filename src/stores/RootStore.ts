import { type ApiClient, createApiClient } from "~/api/client";
import { AUTH_CHECK_PATH, AuthStore } from "./AuthStore";
import { langKeyFromCookie } from "~/lib/cartSync";
import type { PathLang } from "~/lib/localePath";
import { postNavigation } from "~/lib/postNavigation";
import { EventBus } from "~/tracking/events";
import type { ConsentConfig } from "~/lib/consent";
import { CartStore } from "./CartStore";
import { ConsentStore } from "./ConsentStore";
import { MembershipStore } from "./MembershipStore";
import { ProductStore } from "./ProductStore";
import { RecentlyViewedStore } from "./RecentlyViewedStore";
import { ToastStore } from "./ToastStore";
import { UiStore } from "./UiStore";

export interface RootStoreContext {
  host: string;
  lang: PathLang;
  /** Where the browser reaches the shop API: a URL, or a path on the page's own origin ("/"). */
  apiBaseUrl: string;
  /** The shop's id (base data web.web_id); null when its base data could not be loaded. */
  shopId: number | null;
  /** Bots browse without a cart. */
  isBot: boolean;
  /** The account service (§1): ACCOUNT_SERVICE_URL, or a path on the page's own origin ("/account"). */
  accountServiceUrl: string;
  /** The shop's cookie consent configuration; absent or null when it has none (§4: everything granted). */
  consent?: ConsentConfig | null;
}

/** All client state of one page view: built per request on the server and once per browser tab. */
export interface RootStore {
  ui: UiStore;
  api: ApiClient;
  events: EventBus;
  toast: ToastStore;
  products: ProductStore;
  recentlyViewed: RecentlyViewedStore;
  cart: CartStore;
  auth: AuthStore;
  membership: MembershipStore;
  consent: ConsentStore;
}

export function createRootStore(context: RootStoreContext): RootStore {
  const ui = new UiStore(context.lang);
  const lang = () => ui.lang;
  const api = createApiClient({
    // a path stays a path on the server, where the stores never call the API
    baseUrl: typeof location === "undefined" ? context.apiBaseUrl : new URL(context.apiBaseUrl, location.origin).href,
    host: context.host,
    lang,
    onRequestStart: () => ui.startLoading(),
    onRequestEnd: () => ui.stopLoading(),
    onErrorKey: (key, path) => {
      if (key === "NO_AUTH" && path !== AUTH_CHECK_PATH) void auth.check(); // §6
    },
  });
  const auth = new AuthStore({
    api,
    lang,
    accountServiceUrl: () => new URL(context.accountServiceUrl, location.origin).href,
    here: () => location.href,
    go: (url) => location.assign(url),
    post: postNavigation,
  });
  const browserStorage = () => (typeof window === "undefined" ? null : window.localStorage);
  const events = new EventBus(typeof window === "undefined" ? undefined : window);
  const products = new ProductStore({ api, lang });
  const account = () => (auth.user ? auth.user.id : auth.user);
  return {
    ui,
    api,
    events,
    toast: new ToastStore(),
    products,
    recentlyViewed: new RecentlyViewedStore(browserStorage),
    cart: new CartStore({
      api,
      shopId: context.shopId,
      isBot: context.isBot,
      storage: browserStorage,
      events,
      catalogue: products,
      langKey: () => langKeyFromCookie(typeof document === "undefined" ? "" : document.cookie),
      account,
    }),
    auth,
    membership: new MembershipStore({ api, account }),
    consent: new ConsentStore({
      config: context.consent ?? null,
      readCookies: () => document.cookie,
      writeCookie: (cookie) => {
        document.cookie = cookie;
      },
      https: () => location.protocol === "https:",
    }),
  };
}
