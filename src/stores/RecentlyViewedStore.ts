import { makeAutoObservable } from "mobx";
import {
  freshEntries,
  parseEntries,
  RECENTLY_VIEWED_STORAGE_KEY,
  type RecentlyViewedEntry,
  recordView,
  serializeEntries,
} from "~/lib/recentlyViewed";

/**
 * The products this shopper viewed last (§9), kept in the browser's local storage (which is per host, so per
 * shop). Empty on the server; loaded once the page is interactive.
 */
export class RecentlyViewedStore {
  entries: RecentlyViewedEntry[] = [];

  constructor(
    private readonly storage: () => Storage | null,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<RecentlyViewedStore, "storage" | "now">(this, { storage: false, now: false });
  }

  /** Newest first, at most 8, none older than 24 h. */
  get uuids(): string[] {
    return freshEntries(this.entries, this.now()).map((entry) => entry.uuid);
  }

  load(): void {
    this.entries = freshEntries(parseEntries(this.read()), this.now());
  }

  record(uuid: string): void {
    this.entries = recordView(parseEntries(this.read()), uuid, this.now());
    try {
      this.storage()?.setItem(RECENTLY_VIEWED_STORAGE_KEY, serializeEntries(this.entries));
    } catch {
      // storage full or disabled: the list still works for this page view
    }
  }

  private read(): string | null {
    try {
      return this.storage()?.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
