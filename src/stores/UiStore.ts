import { makeAutoObservable } from "mobx";
import type { PathLang } from "~/lib/localePath";

/** Cross-cutting UI state: the page language and the global loading counter behind the top loading bar (§7, §9). */
export class UiStore {
  pendingLoads = 0;
  /** A client navigation waits for the shopper to retry (src/app/navigationRetry.ts): it is not loading meanwhile. */
  navigationWaitsForRetry = false;

  constructor(public lang: PathLang) {
    makeAutoObservable(this);
  }

  setLang(lang: PathLang): void {
    this.lang = lang;
  }

  get isLoading(): boolean {
    return this.pendingLoads > 0;
  }

  startLoading(): void {
    this.pendingLoads += 1;
  }

  stopLoading(): void {
    this.pendingLoads = Math.max(0, this.pendingLoads - 1);
  }

  setNavigationWaitsForRetry(waits: boolean): void {
    this.navigationWaitsForRetry = waits;
  }
}
