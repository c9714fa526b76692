import { makeAutoObservable, observable, reaction, runInAction } from "mobx";
import { type ApiClient, ApiError } from "~/api/client";
import type { Cart, CartLine, Product } from "~/generated/schemas";
import {
  CART_MAX_LINES,
  type CartItem,
  type CartSummary,
  clearingDrafts,
  mergeCart,
  REMOVED,
  summarizeCart,
  withDraft,
} from "~/lib/cart";
import {
  CART_STORAGE_KEY,
  parseStoredCart,
  serializeStoredCart,
  storedCartFor,
  withinLineLimit,
} from "~/lib/cartStorage";
import {
  CART_RESET_KEYS,
  creationPayload,
  draftsAfterWrite,
  keepaliveBody,
  syncFailureAction,
  syncPayload,
} from "~/lib/cartSync";
import { CART_DRAWER_OPEN_DELAY_MS, CART_SYNC_DEBOUNCE_MS, OFFLINE_SHOP_ID } from "~/lib/constants";
import type { HandOffCart } from "~/lib/handOff";
import { unitPriceForQuantity } from "~/lib/priceTier";
import type { EventBus, TrackedItem } from "~/tracking/events";
import type { ProductStore } from "./ProductStore";

export type HandOffPreparation =
  { ok: true; cart: HandOffCart; created: boolean } | { ok: false; reason: "empty" | "refused" };

/** After a network failure or a server error, unsent changes are tried again this long after. */
export const CART_SYNC_RETRY_MS = 5_000;

/** A failure of the network or the server (5xx), not a refusal of the change: the change is kept and sent again. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** A cart call the shopper must hear about (§8 toast): the error envelope as answered. */
export type CartFailureListener = (body: unknown) => void;

/** What the shopper is told when a change got no answer: the connection, and the change is sent once back online. */
export const OFFLINE = { key: "CART_OFFLINE" } as const;

/** What the shopper is told of the cart's own refusals, in the shape of an answer's error_data (cartErrors.ts). */
const cartProblem = (key: string) => ({ key, error_data: { errors: [{ key, limit: CART_MAX_LINES }] } });

export interface CartStoreOptions {
  api: ApiClient;
  /** The shop this tab is on; null when the shop's base data could not be loaded (no cart then). */
  shopId: number | null;
  storage: () => Storage | null;
  events: EventBus;
  /** Where the products of lines known only by uuid (stored carts, other tabs) are looked up. */
  catalogue: ProductStore;
  /** §7 lang_key: from the language cookie. */
  langKey: () => "th" | "en";
  /**
   * The logged-in account's id, false for a guest, null until the session has been checked. A logged-in cart is the
   * account's and sends no credentials (§6); the cart waits for the check before it loads.
   */
  account: () => string | false | null;
  /** Bots browse; they never get a cart. */
  isBot: boolean;
  debounceMs?: number;
  retryMs?: number;
}

/**
 * The shopper's cart (§3, §4, §5, §7, §8): real items as the shop API last answered them, draft items changed here
 * and not yet synced, the effective cart (drafts over real items) and its summary. Changes are debounced 500 ms and
 * sent as absolute quantities, one write in flight at a time; changes made meanwhile go with the next write. The
 * identity (cart_id, cart_secret), items and drafts are kept in local storage, so a reload and other tabs of the
 * shop see the same cart. The offline-mode shop (§5) never loads or syncs while browsing: pending changes leave
 * with a keepalive request when the page is hidden. Nothing of it is rendered on the server.
 */
export class CartStore {
  cartId: string | null = null;
  cartSecret: string | null = null;
  items: CartItem[] = [];
  drafts = observable.map<string, number>();
  /** Products of the lines, from the shop API's answers and from the pages the shopper added them on. */
  private readonly products = observable.map<string, Product>();
  loading = false;
  updating = false;
  isOpen = false;
  /** True once the stored cart was read in the browser: the cart counts and buttons show from then on. */
  ready = false;

  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  /** Whether the last write was refused (the shopper was told): a hand-off waits for the next change. */
  private lastWriteFailed = false;
  /** The drafts of a write given up (§8 reset keys twice): kept, and sent with the shopper's next change or load. */
  private held = false;
  private readonly failureListeners = new Set<CartFailureListener>();
  private readonly debounceMs: number;

  constructor(private readonly options: CartStoreOptions) {
    this.debounceMs = options.debounceMs ?? CART_SYNC_DEBOUNCE_MS;
    makeAutoObservable<
      CartStore,
      "options" | "syncTimer" | "writing" | "lastWriteFailed" | "held" | "failureListeners" | "debounceMs"
    >(this, {
      options: false,
      syncTimer: false,
      writing: false,
      lastWriteFailed: false,
      held: false,
      failureListeners: false,
      debounceMs: false,
    });
  }

  get enabled(): boolean {
    return this.options.shopId !== null && !this.options.isBot;
  }

  get offline(): boolean {
    return this.options.shopId === OFFLINE_SHOP_ID;
  }

  /** §4 effective cart: drafts merged over the real items. */
  get lines(): CartItem[] {
    return mergeCart(this.items, this.drafts);
  }

  /** §3: item count, total (integer satang) and uuids of the effective cart. */
  get summary(): CartSummary {
    return summarizeCart(this.lines, (uuid) => this.products.get(uuid));
  }

  product(uuid: string): Product | undefined {
    return this.products.get(uuid);
  }

  quantityOf(uuid: string): number {
    return this.lines.find((line) => line.uuid === uuid)?.quantity ?? 0;
  }

  /** Subscribes to the failures the shopper must be told about; returns the unsubscribe function. */
  onFailure(listener: CartFailureListener): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /**
   * In the browser, once: the stored cart at once, then (when the session has been checked, unless offline) the
   * server's, and the other tabs' changes. Logging in loads the account's cart, merging the guest cart into it;
   * logging out leaves the account's cart to the account (this device forgets it).
   */
  start(window: Window): () => void {
    if (!this.enabled) return () => {};
    const dropped = this.readStorage();
    this.ready = true;
    if (dropped > 0) this.linesDropped();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY && this.readStorage() > 0) this.linesDropped();
    };
    const onPageHide = () => this.sendPendingWithKeepalive();
    const onOnline = () => this.sendNow();
    window.addEventListener("storage", onStorage);
    window.addEventListener("online", onOnline);
    if (this.offline) window.addEventListener("pagehide", onPageHide);
    const stopFollowingAccount = this.offline
      ? () => {}
      : reaction(
          () => this.options.account(),
          (account, previous) => this.accountChanged(account, previous),
          { fireImmediately: true },
        );
    return () => {
      stopFollowingAccount();
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("pagehide", onPageHide);
    };
  }

  private get isLoggedIn(): boolean {
    return typeof this.options.account() === "string";
  }

  /** The session's account became known or changed: load the cart it sees (§4 "on login the cart is loaded"). */
  private accountChanged(account: string | false | null, previous: string | false | null | undefined): void {
    if (account === null) return; // not checked yet
    if (typeof previous === "string" && account !== previous) {
      this.resetIdentity(); // logged out (or another account): the account's cart stays the account's
      this.drafts.clear();
      this.persist();
    }
    if (account || this.cartId) void this.load();
    else if (this.drafts.size > 0) this.scheduleSync();
  }

  /**
   * GET /api/x4/cart/get (§7): the four reset keys clear the stored cart, anything else is logged (§8). Logged in
   * with a guest cart's credentials still stored, they are sent once: the server merges that cart into the
   * account's and answers the account's cart (refused, the guest cart is dropped and the account's loaded).
   */
  async load(): Promise<void> {
    if (!this.enabled || this.offline) return;
    const loggedIn = this.isLoggedIn;
    if (!loggedIn && !this.cartId) return;
    const guestCart = this.cartId && this.cartSecret ? { cart_id: this.cartId, cart_secret: this.cartSecret } : null;
    const merging = loggedIn && guestCart !== null;
    this.loading = true;
    let reset = false;
    try {
      const cart = await this.options.api.get<Cart>("/api/x4/cart/get", merging ? guestCart : this.credentials());
      runInAction(() => this.applyServerCart(cart));
    } catch (error) {
      const key = error instanceof ApiError ? error.key : "NETWORK_ERROR";
      reset = CART_RESET_KEYS.has(key);
      if (reset) runInAction(() => this.resetIdentity());
      else console.warn(`[cart] load failed: ${key}`, error);
    } finally {
      runInAction(() => (this.loading = false));
    }
    if (merging && reset) return this.load(); // the guest cart could not be merged: the account's own cart
    if (this.drafts.size > 0) this.scheduleSync(); // changes kept from before the load go now
  }

  /**
   * Sets the cart's quantity of a product (absolute; below 1 removes it). Ignored while the cart loads (§4); a new
   * line past CART_MAX_LINES is refused, and the shopper told. Emits add_to_cart or remove_from_cart with the
   * difference.
   */
  setQuantity(product: Product, quantity: number): void {
    if (!this.enabled || this.loading) return;
    const before = this.quantityOf(product.uuid);
    const after = Math.max(0, Math.trunc(quantity));
    if (after === before) return;
    if (before === 0 && this.lines.length >= CART_MAX_LINES) {
      this.tell(cartProblem("CART_LINES_LIMIT"));
      return;
    }
    this.products.set(product.uuid, product);
    this.drafts.replace(withDraft(this.drafts, product.uuid, after));
    this.track(product, before, after);
    this.changed();
  }

  /** Adds `quantity` more of a product to what the cart holds. */
  add(product: Product, quantity: number): void {
    this.setQuantity(product, this.quantityOf(product.uuid) + quantity);
  }

  /** §4: removing sets the draft quantity to -1. */
  remove(uuid: string): void {
    const product = this.products.get(uuid);
    if (product) this.setQuantity(product, 0);
    else if (!this.loading) {
      this.drafts.set(uuid, REMOVED);
      this.changed();
    }
  }

  /** §4: clearing removes every item. */
  clear(): void {
    if (!this.enabled || this.loading) return;
    for (const line of this.lines) {
      const product = this.products.get(line.uuid);
      if (product) this.track(product, line.quantity, 0);
    }
    this.drafts.replace(clearingDrafts(this.lines, this.drafts));
    this.changed();
  }

  /** §2: the drawer opens after 10 ms (so an opening click does not also count as a click outside it). */
  open(): void {
    setTimeout(() => runInAction(() => (this.isOpen = true)), CART_DRAWER_OPEN_DELAY_MS);
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Sends the pending changes now (but those held after a give-up) and waits until no write is in flight. */
  async flush(): Promise<void> {
    this.cancelTimer();
    if (!this.writing && this.drafts.size > 0 && !this.held) void this.write();
    while (this.writing) await this.writing;
  }

  /**
   * The cart with every pending change saved and checked as a whole (POST /api/x4/cart/update with the full list,
   * which also applies the minimum order amount), before handing off to the hosted cart or checkout (§2, §7). A guest
   * without a cart gets one created here (`created`: the caller pauses 50 ms, §9). Refusals were told to the shopper.
   */
  async prepareHandOff(): Promise<HandOffPreparation> {
    const hadCart = this.cartId !== null || this.isLoggedIn;
    this.lastWriteFailed = false;
    this.held = false; // the shopper asks for the cart: lines held after a give-up are tried again now
    await this.flush();
    if (this.lastWriteFailed) return { ok: false, reason: "refused" };
    if (this.lines.length === 0) return { ok: false, reason: "empty" };
    const body = { items: this.lines, lang_key: this.options.langKey(), ...this.credentials() };
    try {
      const cart = await this.options.api.post<Cart>("/api/x4/cart/update", body);
      runInAction(() => this.applyServerCart(cart));
    } catch (error) {
      this.reportFailure(error);
      return { ok: false, reason: "refused" };
    }
    if (!this.cartId) return { ok: false, reason: "refused" };
    const cartSecret = this.isLoggedIn ? null : this.cartSecret;
    return { ok: true, cart: { cartId: this.cartId, cartSecret }, created: !hadCart };
  }

  private changed(): void {
    this.held = false;
    this.persist();
    this.scheduleSync();
  }

  private scheduleSync(): void {
    if (this.offline) return;
    this.cancelTimer();
    this.syncTimer = setTimeout(() => {
      this.syncTimer = null;
      if (this.writing || this.loading) return; // the running write or load starts the next one when it ends
      void this.write();
    }, this.debounceMs);
  }

  /** Back online: changes waiting for a retry go now (not in the offline mode, which sends only on leaving). */
  private sendNow(): void {
    if (this.offline || this.writing || this.loading || this.held || this.drafts.size === 0) return;
    this.cancelTimer();
    void this.write();
  }

  private cancelTimer(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
  }

  /** One write (with at most one retry as a new guest cart, §8); then the next one if changes came meanwhile. */
  private write(): Promise<void> {
    const run = async () => {
      this.updating = true;
      this.held = false;
      const sent = new Map(this.drafts);
      let retried = false;
      for (;;) {
        try {
          const cart = await this.send(sent);
          runInAction(() => {
            if (cart) this.applyServerCart(cart);
            this.drafts.replace(draftsAfterWrite(this.drafts, sent));
            this.lastWriteFailed = false;
          });
          break;
        } catch (error) {
          const key = error instanceof ApiError ? error.key : "NETWORK_ERROR";
          const action = syncFailureAction(key, retried);
          if (action === "retry-as-new-cart") {
            retried = true;
            runInAction(() => this.resetIdentity());
            continue;
          }
          if (isTransient(error)) {
            // the network or the server failed, not the change: keep it and try again in a while (or as soon as the
            // device is back online), telling once; without an answer it is the connection, and the shopper is told so
            if (!this.lastWriteFailed) this.reportFailure(error);
            runInAction(() => (this.lastWriteFailed = true));
            this.cancelTimer();
            this.syncTimer = setTimeout(() => {
              this.syncTimer = null;
              if (!this.writing && !this.loading) void this.write();
            }, this.options.retryMs ?? CART_SYNC_RETRY_MS);
            break;
          }
          if (action === "give-up") {
            // the shopper's lines stay (as drafts) for a new cart: sent with the next change or load, not in a loop
            this.tell(cartProblem("CART_NOT_SAVED"));
            runInAction(() => {
              this.resetIdentity();
              this.lastWriteFailed = true;
            });
            this.held = true;
            console.warn(`[cart] sync gave up after one retry as a new cart: ${key}; the changes are kept`);
            break;
          }
          runInAction(() => {
            this.drafts.replace(draftsAfterWrite(this.drafts, sent));
            this.lastWriteFailed = true;
          });
          this.reportFailure(error);
          break;
        }
      }
    };
    const writing = run().finally(() =>
      runInAction(() => {
        this.writing = null;
        this.updating = false;
        this.persist();
        if (this.drafts.size > 0 && !this.syncTimer && !this.held) void this.write();
      }),
    );
    this.writing = writing;
    return writing;
  }

  /** update_items for a logged-in shopper or a guest with a cart; checkoutByItems creates a guest cart (§7). */
  private async send(drafts: ReadonlyMap<string, number>): Promise<Cart | null> {
    const langKey = this.options.langKey();
    if (this.isLoggedIn || this.cartId) {
      return this.options.api.post<Cart>("/api/x4/cart/update_items", {
        ...syncPayload(drafts),
        lang_key: langKey,
        ...this.credentials(),
      });
    }
    const items = creationPayload(drafts);
    if (items.length === 0) return null; // only removals and no cart: nothing to create
    return this.options.api.post<Cart>("/api/x4/cart/checkoutByItems", { items, lang_key: langKey });
  }

  /**
   * §5 offline mode: on pagehide, the pending changes of an existing cart in one keepalive request (body under
   * 64 KiB). Without a cart nothing is sent: the answer to a keepalive request is never read, so a cart it created
   * would be lost (its id and secret with it). The changes stay on the device until the hand-off creates the cart
   * with a request whose answer is kept.
   */
  private sendPendingWithKeepalive(): void {
    if (this.drafts.size === 0 || !(this.isLoggedIn || this.cartId !== null)) return;
    const body = { ...syncPayload(this.drafts), lang_key: this.options.langKey(), ...this.credentials() };
    if (keepaliveBody(body) === null) {
      console.warn("[cart] the pending cart is larger than a keepalive request allows: kept on this device only");
      return;
    }
    void this.options.api.post("/api/x4/cart/update_items", body, { keepalive: true }).catch(() => {});
    // Sent: the changes count as the cart's own now, so leaving again does not send them twice.
    this.items = this.lines;
    this.drafts.clear();
    this.persist();
  }

  private credentials(): { cart_id?: string; cart_secret?: string } {
    if (this.isLoggedIn || !this.cartId || !this.cartSecret) return {};
    return { cart_id: this.cartId, cart_secret: this.cartSecret };
  }

  private applyServerCart(cart: Cart): void {
    this.cartId = cart.cart_id;
    this.cartSecret = cart.cart_secret ?? (this.isLoggedIn ? null : this.cartSecret); // an account's cart has none
    this.items = cart.items.map((line: CartLine) => ({ uuid: line.uuid, quantity: line.quantity }));
    for (const line of cart.items) this.products.set(line.uuid, line.product);
    this.persist();
  }

  /** §8: the stored cart is gone (checked out, invalid, owned by an account): start again with no cart. */
  private resetIdentity(): void {
    this.cartId = null;
    this.cartSecret = null;
    this.items = [];
    this.persist();
  }

  /** An answer's error envelope; no answer at all is the connection (OFFLINE). */
  private reportFailure(error: unknown): void {
    this.tell(error instanceof ApiError ? (error.body ?? { key: error.key }) : OFFLINE);
  }

  /** The §8 toast, with what an answer's error envelope would hold. */
  private tell(body: unknown): void {
    for (const listener of this.failureListeners) listener(body);
  }

  private track(product: Product, before: number, after: number): void {
    const quantity = Math.abs(after - before);
    const price = unitPriceForQuantity(product, Math.max(1, after > before ? after : before));
    const item: TrackedItem = {
      item_id: product.uuid,
      item_name: product.name,
      price,
      quantity,
      ...(product.variant_label ? { item_variant: product.variant_label } : {}),
    };
    const event = { currency: "THB" as const, value: Math.round(price * quantity * 100) / 100, items: [item] };
    this.options.events.emit(after > before ? "add_to_cart" : "remove_from_cart", event);
  }

  /** Takes the stored cart, cut to CART_MAX_LINES lines; returns how many lines were cut. */
  private readStorage(): number {
    const shopId = this.options.shopId;
    if (shopId === null) return 0;
    const { cart: stored, dropped } = withinLineLimit(storedCartFor(shopId, parseStoredCart(this.storageGet())));
    this.cartId = stored.cartId;
    this.cartSecret = stored.cartSecret;
    // Offline, items without a cart (an older keepalive sent them and forgot the cart it made) are changes to send.
    const unsent = this.offline && stored.cartId === null ? stored.items : [];
    this.items = unsent.length > 0 ? [] : stored.items;
    this.drafts.replace(
      new Map([...unsent.map(({ uuid, quantity }): [string, number] => [uuid, quantity]), ...stored.drafts]),
    );
    this.lookUpProducts();
    return dropped;
  }

  /** The stored cart had more lines than a cart holds: the rest are forgotten here too, and the shopper told. */
  private linesDropped(): void {
    this.persist();
    this.tell(cartProblem("CART_LINES_DROPPED"));
  }

  /** Lines known only by uuid get their products from the catalogue (one batch for all of them). */
  private lookUpProducts(): void {
    for (const { uuid } of this.lines) {
      if (this.products.has(uuid)) continue;
      void this.options.catalogue.request(uuid).then((product) => {
        if (product) runInAction(() => this.products.set(uuid, product));
      });
    }
  }

  private persist(): void {
    const shopId = this.options.shopId;
    if (shopId === null || !this.ready) return;
    const value = serializeStoredCart({
      shopId,
      cartId: this.cartId,
      cartSecret: this.cartSecret,
      items: this.items,
      drafts: [...this.drafts.entries()],
    });
    try {
      if (this.storageGet() !== value) this.options.storage()?.setItem(CART_STORAGE_KEY, value);
    } catch {
      // storage full or disabled: the cart still works in this tab
    }
  }

  private storageGet(): string | null {
    try {
      return this.options.storage()?.getItem(CART_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
}
