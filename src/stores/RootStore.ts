import { type ApiClient, createApiClient } from "~/api/client";
import type { PathLang } from "~/lib/localePath";
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
}

export function createRootStore(context: RootStoreContext): RootStore {
  const ui = new UiStore(context.lang);
  const api = createApiClient({
    baseUrl: context.apiBaseUrl,
    host: context.host,
    lang: () => ui.lang,
    onRequestStart: () => ui.startLoading(),
    onRequestEnd: () => ui.stopLoading(),
  });
  return { ui, api };
}
