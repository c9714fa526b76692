import { makeAutoObservable, runInAction } from "mobx";
import { type ApiClient, ApiError } from "~/api/client";
import type { AuthUrlResponse, User } from "~/generated/schemas";
import { accountServiceTarget } from "~/lib/continueUrl";
import { contentLangOf, type PathLang } from "~/lib/localePath";

/** The call that checks the session (§7): a NO_AUTH answer of any other call triggers it (§6). */
export const AUTH_CHECK_PATH = "/api/x4/auth/check";

/** What the account service does for the shopper: the key of GET /api/x4/url/{action} (schemas/api). */
type AccountAction = AuthUrlResponse["key"];

/** The account service's pages of the account menu (§2). */
export const ACCOUNT_PAGES = ["orders", "profile", "addresses", "security", "settings"] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

export interface AuthStoreOptions {
  api: ApiClient;
  lang: () => PathLang;
  /** The account service's absolute URL (ACCOUNT_SERVICE_URL, or this shop's own /account for the stand-in). */
  accountServiceUrl: () => string;
  /** Where the shopper is: the continue_url of a log-in, log-out or registration (path, query, hash). */
  here: () => string;
  /** Sends the browser to the account service. */
  go: (url: string) => void;
  /** Sends the browser there by a top-level form POST: log-out, which a GET (any site's link) must not do. */
  post: (url: string) => void;
}

/**
 * Who the shopper is (§4, §6, §7): `user` is the account the session opens, false when the check failed (a guest),
 * null until the first check has answered. Logged in is derived from the presence of a user. Log-in, log-out and
 * registration happen at the account service: the user is cleared first, then the shop API names the page (with
 * the continue_url) and the browser goes there with the language appended, only on the account service's origin
 * (log-out by a form POST, log-in and registration by following the link).
 */
export class AuthStore {
  user: User | false | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly options: AuthStoreOptions) {
    makeAutoObservable<AuthStore, "options" | "checking">(this, { options: false, checking: false });
  }

  get isLoggedIn(): boolean {
    return Boolean(this.user);
  }

  /** Whether a check has answered (the account menu and the cart wait for it). */
  get checked(): boolean {
    return this.user !== null;
  }

  /** GET /api/x4/auth/check: the user on success, false on any failure. Concurrent calls share one request. */
  check(): Promise<void> {
    if (this.checking) return this.checking;
    const checking = this.options.api.get<{ user: User }>(AUTH_CHECK_PATH).then(
      (data) => runInAction(() => void (this.user = data.user)),
      () => runInAction(() => void (this.user = false)),
    );
    this.checking = checking.finally(() => (this.checking = null));
    return this.checking;
  }

  /** An account menu page at the account service (§2), in the page's language, leading back here. */
  accountPageUrl(page: AccountPage): string {
    const url = new URL(`${this.options.accountServiceUrl().replace(/\/+$/, "")}/${page}`);
    url.searchParams.set("lang", contentLangOf(this.options.lang()));
    url.searchParams.set("continue_url", this.options.here());
    return url.href;
  }

  login(): Promise<void> {
    return this.goTo("login");
  }

  register(): Promise<void> {
    return this.goTo("register");
  }

  logout(): Promise<void> {
    return this.goTo("logout");
  }

  private async goTo(action: AccountAction): Promise<void> {
    this.user = false;
    let url: string;
    try {
      ({ url } = await this.options.api.get<{ url: string }>(`/api/x4/url/${action}`, {
        continue_url: this.options.here(),
      }));
    } catch (error) {
      console.error(
        `[auth] the ${action} URL request failed: ${error instanceof ApiError ? error.key : "NETWORK_ERROR"}`,
      );
      return;
    }
    const target = accountServiceTarget(url, new URL(this.options.accountServiceUrl()).origin, {
      lang: contentLangOf(this.options.lang()),
    });
    if (target) (action === "logout" ? this.options.post : this.options.go)(target);
    else console.error(`[auth] not following the ${action} URL: it is not on the account service`);
  }
}
