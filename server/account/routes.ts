import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Kysely, Transaction } from "kysely";
import { safeContinueUrl } from "~/lib/continueUrl";
import { contentLangOf, resolveLocalePath } from "~/lib/localePath";
import type { PublicUrlConfig } from "../config";
import type { ContentLang, Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import { forwardedClientAddress } from "../http/clientAddress";
import { publicOriginOf } from "../http/publicOrigin";
import { browserHostName, isHttps, STAND_IN_PAGE_HEADERS } from "../http/standIn";
import { log } from "../log.js";
import { accountOfRequest, sessionTokenOf } from "../modules/auth/requestAccount";
import { createSession, deleteSession, type SessionAccount } from "../modules/auth/sessions";
import { hashSessionToken, SESSION_COOKIE, SESSION_TTL_MS } from "../modules/auth/sessionToken";
import { findShopByHost, type ShopRecord } from "../modules/tenancy/repo";
import { requestIdOf } from "../requestLog";
import { changePassword, createAccount, findAccountByEmail, findOrdersOfAccount, findPasswordHash } from "./accounts";
import { ACCOUNT_FORM_BODY_LIMIT_BYTES } from "./constants";
import {
  type FieldErrors,
  type PostedForm,
  readForgotForm,
  readLoginForm,
  readPasswordChangeForm,
  readRegisterForm,
  readResetForm,
} from "./forms";
import { accountIntl } from "./i18n";
import { HASHING_BUSY_RETRY_AFTER_SECONDS, HashingBusy, hashingHasRoom } from "./hashingSlots";
import {
  countAttempt,
  countRegistration,
  type FailureKeys,
  forgetSucceededAttempt,
  takeBackAttempt,
  takeBackRegistration,
} from "./loginFailures";
import {
  ACCOUNT_SECTIONS,
  type AccountSection,
  accountPage,
  addressesContent,
  type Frame,
  loginPage,
  logoutPage,
  messagePage,
  ordersContent,
  profileContent,
  registerPage,
  type SecurityView,
  securityContent,
  settingsContent,
} from "./pages";
import { type Mail, mailTo, sendMail } from "./mailbox";
import { accountOfReset, createPasswordReset, RESET_TTL_MS, resetPassword } from "./passwordResets";
import { hashPassword, passwordMatches } from "./passwords";
import { forgotPage, forgotSentPage, mailboxPage, resetClosedPage, resetPage } from "./resetPages";

/** How long a reset link works, as the pages and the mail say it. */
const RESET_MINUTES = RESET_TTL_MS / 60_000;

export interface AccountServiceDeps {
  db: Kysely<Database>;
  /** How the shop's own origin is written: continue_url must name it, form posts must come from it. */
  publicUrl: PublicUrlConfig;
  /** The clock of sessions and failed log-ins (tests move it past a rate-limit window). */
  now?: () => Date;
  /** Whether GET /account/mailbox shows the mail the stand-in "sent" (ACCOUNT_MAILBOX=1: development and tests). */
  mailbox?: boolean;
}

/** One request's shop, language and way back (continue_url checked against the shop's origin). */
interface Visit {
  shop: ShopRecord;
  origin: string;
  continueUrl: string;
  lang: ContentLang;
  /** A path of the stand-in with this visit's language (or `lang`) and continue_url. */
  href(path: string, lang?: ContentLang): string;
  /** This page in the other language. */
  otherLanguageHref: string;
  frame: Frame;
}

/** Password hashing was busy (unlessBusy). */
const BUSY = Symbol("busy");

function langParam(c: Context): ContentLang | null {
  const lang = c.req.query("lang");
  return lang === "th" || lang === "en" ? lang : null;
}

/**
 * Whether a form post comes from the shop's own pages: browsers say so in Sec-Fetch-Site (their Origin is "null"
 * under no-referrer); other clients must send the shop's Origin. Anything else is refused.
 */
function postedFromShop(c: Context, origin: string): boolean {
  const fetchSite = c.req.header("sec-fetch-site")?.toLowerCase();
  return fetchSite ? fetchSite === "same-origin" : c.req.header("origin") === origin;
}

/**
 * The account-service stand-in (SPEC §1, §6), mounted at /account on the shop's own origin (the shop is the
 * request's host):
 *
 * - GET/POST /account/register, /account/login   forms; on success a session (cookie sf_session: HttpOnly,
 *                                                SameSite=Lax, Path=/, host-only, Secure over https) and 303 to
 *                                                continue_url
 * - POST     /account/logout?continue_url=       ends the session, 303 to continue_url; GET only shows a page
 *                                                asking, with the log-out form
 * - GET      /account/{orders|profile|addresses|security|settings}   signed-in pages (else 303 to log in);
 *   POST     /account/security                  changes the password
 * - GET/POST /account/forgot                     asks for a password reset link (mailed: see /account/mailbox)
 * - GET/POST /account/reset?token=               the link's new-password form; on success every session of the
 *                                                account ends, this browser is logged in, 303 to continue_url
 * - GET      /account/mailbox?email=             the mail the stand-in "sent" to an address (only with `mailbox`)
 *
 * continue_url is kept only on the shop's origin (else its home). Pages speak `?lang=th|en`, else continue_url's
 * language, else Thai. Form posts must come from the shop's origin (403 otherwise). Log-ins are rate-limited per
 * e-mail and per client address (429 with Retry-After). Password hashing is bounded per process (hashingSlots.ts):
 * beyond it a form post gets a fast 503 with Retry-After, counted as no attempt.
 */
export function createAccountService({
  db,
  publicUrl,
  now = () => new Date(),
  mailbox = false,
}: AccountServiceDeps): Hono {
  const app = new Hono().basePath("/account");

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STAND_IN_PAGE_HEADERS)) c.res.headers.set(name, value);
  });

  /** The visit of a request, or null when its host is no shop's. */
  async function visitOf(c: Context, rawContinueUrl: string | undefined): Promise<Visit | null> {
    const host = browserHostName(c);
    const shop = host ? await findShopByHost(db, host) : undefined;
    if (!shop) return null;
    const origin = publicOriginOf(publicUrl, host);
    const continueUrl = safeContinueUrl(rawContinueUrl, origin);
    const lang = langParam(c) ?? contentLangOf(resolveLocalePath(new URL(continueUrl).pathname).lang);
    const href = (path: string, hrefLang = lang) =>
      `${path}?${new URLSearchParams({ lang: hrefLang, continue_url: continueUrl })}`;
    const otherLanguageHref = href(c.req.path, lang === "th" ? "en" : "th");
    const frame = { intl: accountIntl(lang), shopName: shop.name, otherLanguageHref };
    return { shop, origin, continueUrl, lang, href, otherLanguageHref, frame };
  }

  function noShop(c: Context): Response | Promise<Response> {
    const intl = accountIntl(langParam(c) ?? "th");
    const frame = { intl, shopName: null, otherLanguageHref: null };
    return c.html(messagePage(frame, intl.t("notFoundTitle"), null, "/"), 404);
  }

  function crossSite(c: Context, visit: Visit): Response | Promise<Response> {
    const { intl } = visit.frame;
    return c.html(messagePage(visit.frame, intl.t("forbiddenTitle"), intl.t("crossSite"), visit.continueUrl), 403);
  }

  function tooManyAttempts(
    c: Context,
    visit: Visit,
    until: Date,
    what: "tooMany" | "tooManyRegistrations" = "tooMany",
  ): Response | Promise<Response> {
    const { intl } = visit.frame;
    const seconds = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000));
    c.header("Retry-After", String(seconds));
    const message = intl.t(what, { time: intl.time(until), minutes: Math.ceil(seconds / 60) });
    return c.html(messagePage(visit.frame, intl.t("tooManyTitle"), message, visit.continueUrl), 429);
  }

  /**
   * Password hashing is busy (hashingSlots.ts): a 503 in the form's language, nothing counted against the attempt,
   * nothing told. Answered before any other work (no shop looked up, no body read), so refusing costs next to nothing.
   */
  function hashingBusy(c: Context): Response | Promise<Response> {
    const intl = accountIntl(langParam(c) ?? "th");
    const frame = { intl, shopName: null, otherLanguageHref: null };
    c.header("Retry-After", String(HASHING_BUSY_RETRY_AFTER_SECONDS));
    return c.html(messagePage(frame, intl.t("busyTitle"), intl.t("busy"), "/"), 503);
  }

  /**
   * What `hashing` answers, or BUSY when no hashing slot was to be had after all (the slots filled up between the
   * form's first check and its hash); then what was counted for the attempt is taken back (`takeBack`), so a refusal
   * costs the shopper no try.
   */
  async function unlessBusy<T>(
    visit: Visit,
    hashing: () => Promise<T>,
    takeBack: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<T | typeof BUSY> {
    try {
      return await hashing();
    } catch (error) {
      if (!(error instanceof HashingBusy)) throw error;
      await withShop(db, visit.shop.id, takeBack);
      return BUSY;
    }
  }

  /**
   * Starts a session of the account: the cookie set, the browser sent back to continue_url. A session the browser
   * held before ends (a new log-in replaces it, it does not linger for 30 days).
   */
  async function logIn(c: Context, visit: Visit, accountId: string): Promise<Response> {
    const previous = getCookie(c, SESSION_COOKIE);
    const token = await withShop(db, visit.shop.id, async (trx) => {
      if (previous) await deleteSession(trx, visit.shop.id, previous);
      return createSession(trx, visit.shop.id, accountId, now());
    });
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: isHttps(c),
      maxAge: SESSION_TTL_MS / 1000,
    });
    return c.redirect(visit.continueUrl, 303);
  }

  /**
   * Counts a password attempt as failed before the password is checked (loginFailures.ts), and answers its keys and
   * until when one of them is locked (null: the attempt may go on).
   */
  async function attemptOf(
    c: Context,
    visit: Visit,
    email: string,
  ): Promise<{ keys: FailureKeys; until: Date | null }> {
    const keys = { email, address: forwardedClientAddress(c) };
    const until = await withShop(db, visit.shop.id, (trx) => countAttempt(trx, visit.shop.id, keys, now()));
    return { keys, until };
  }

  /**
   * A form post's fields and visit (its continue_url travels in the form, or in the address: the log-out form), or the
   * refusal to answer.
   */
  async function openPost(c: Context): Promise<{ form: PostedForm; visit: Visit } | Response> {
    const form: PostedForm = await c.req.parseBody().catch(() => ({}));
    const continueUrl = form.continue_url ?? c.req.query("continue_url");
    const visit = await visitOf(c, typeof continueUrl === "string" ? continueUrl : undefined);
    if (!visit) return noShop(c);
    if (!postedFromShop(c, visit.origin)) return crossSite(c, visit);
    return { form, visit };
  }

  const formLimit = bodyLimit({ maxSize: ACCOUNT_FORM_BODY_LIMIT_BYTES });

  function renderRegister(
    c: Context,
    visit: Visit,
    view: { name: string; email: string; errors: FieldErrors },
    status: 200 | 422,
  ) {
    return c.html(
      registerPage(visit.frame, {
        ...view,
        action: `/account/register?lang=${visit.lang}`,
        continueUrl: visit.continueUrl,
        loginHref: visit.href("/account/login"),
        shopHref: visit.continueUrl,
      }),
      status,
    );
  }

  app.get("/register", async (c) => {
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    return renderRegister(c, visit, { name: "", email: "", errors: {} }, 200);
  });

  app.post("/register", formLimit, async (c) => {
    if (!hashingHasRoom()) return hashingBusy(c);
    const posted = await openPost(c);
    if (posted instanceof Response) return posted;
    const { form, visit } = posted;
    const { values, errors } = readRegisterForm(form);
    let accountId: string | null = null;
    if (Object.keys(errors).length === 0) {
      const until = await withShop(db, visit.shop.id, (trx) =>
        countRegistration(trx, visit.shop.id, forwardedClientAddress(c), now()),
      );
      if (until) return tooManyAttempts(c, visit, until, "tooManyRegistrations");
      const passwordHash = await unlessBusy(
        visit,
        () => hashPassword(values.password),
        (trx) => takeBackRegistration(trx, visit.shop.id, forwardedClientAddress(c)),
      );
      if (passwordHash === BUSY) return hashingBusy(c);
      accountId = await withShop(db, visit.shop.id, (trx) =>
        createAccount(trx, visit.shop.id, { email: values.email, name: values.name, passwordHash }),
      );
      if (!accountId) errors.email = { message: "emailTaken" };
    }
    if (accountId) return logIn(c, visit, accountId);
    return renderRegister(c, visit, { name: values.name, email: values.email, errors }, 422);
  });

  function renderLogin(
    c: Context,
    visit: Visit,
    view: { email: string; errors: FieldErrors; wrong: boolean },
    status: 200 | 401 | 422,
  ) {
    const { intl } = visit.frame;
    return c.html(
      loginPage(visit.frame, {
        action: `/account/login?lang=${visit.lang}`,
        continueUrl: visit.continueUrl,
        email: view.email,
        errors: view.errors,
        formError: view.wrong ? { field: "email", message: intl.t("error.wrongCredentials") } : null,
        registerHref: visit.href("/account/register"),
        forgotHref: visit.href("/account/forgot"),
        shopHref: visit.continueUrl,
      }),
      status,
    );
  }

  app.get("/login", async (c) => {
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    return renderLogin(c, visit, { email: "", errors: {}, wrong: false }, 200);
  });

  app.post("/login", formLimit, async (c) => {
    if (!hashingHasRoom()) return hashingBusy(c);
    const posted = await openPost(c);
    if (posted instanceof Response) return posted;
    const { form, visit } = posted;
    const { values, errors } = readLoginForm(form);
    if (Object.keys(errors).length > 0)
      return renderLogin(c, visit, { email: values.email, errors, wrong: false }, 422);
    const { keys, until } = await attemptOf(c, visit, values.email);
    if (until) return tooManyAttempts(c, visit, until);
    const account = await withShop(db, visit.shop.id, (trx) => findAccountByEmail(trx, visit.shop.id, values.email));
    const matches = await unlessBusy(
      visit,
      () => passwordMatches(account?.passwordHash, values.password),
      (trx) => takeBackAttempt(trx, visit.shop.id, keys),
    );
    if (matches === BUSY) return hashingBusy(c);
    if (!matches || !account) {
      return renderLogin(c, visit, { email: values.email, errors: {}, wrong: true }, 401);
    }
    await withShop(db, visit.shop.id, (trx) => forgetSucceededAttempt(trx, visit.shop.id, keys));
    return logIn(c, visit, account.id);
  });

  /** The log-out form's action: continue_url travels in its address (the storefront posts an empty form to it). */
  const logoutAction = (visit: Visit) =>
    `/account/logout?${new URLSearchParams({ lang: visit.lang, continue_url: visit.continueUrl })}`;

  app.get("/logout", async (c) => {
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    return c.html(logoutPage(visit.frame, { action: logoutAction(visit), shopHref: visit.continueUrl }));
  });

  app.post("/logout", formLimit, async (c) => {
    const posted = await openPost(c);
    if (posted instanceof Response) return posted;
    const { visit } = posted;
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await withShop(db, visit.shop.id, (trx) => deleteSession(trx, visit.shop.id, token));
    deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "Lax", secure: isHttps(c) });
    return c.redirect(visit.continueUrl, 303);
  });

  /** The signed-in shopper of a visit, or the redirect to log in (coming back to this page). */
  async function signedIn(c: Context, visit: Visit): Promise<SessionAccount | Response> {
    const account = await accountOfRequest(db, visit.shop.id, c);
    if (account) return account;
    const here = `${visit.origin}${visit.href(c.req.path)}`;
    return c.redirect(`/account/login?${new URLSearchParams({ lang: visit.lang, continue_url: here })}`, 303);
  }

  async function renderSection(
    c: Context,
    visit: Visit,
    account: SessionAccount,
    section: AccountSection,
    security: Omit<SecurityView, "action" | "continueUrl"> = { errors: {}, formError: null, changed: false },
    status: 200 | 401 | 422 = 200,
  ): Promise<Response> {
    const { intl } = visit.frame;
    const sections = Object.fromEntries(ACCOUNT_SECTIONS.map((name) => [name, visit.href(`/account/${name}`)]));
    const links = {
      sections: sections as Record<AccountSection, string>,
      logoutAction: logoutAction(visit),
      shopHref: visit.continueUrl,
    };
    const content = {
      orders: async () =>
        ordersContent(
          intl,
          await withShop(db, visit.shop.id, (trx) => findOrdersOfAccount(trx, visit.shop.id, account.id)),
        ),
      profile: async () => profileContent(intl, account),
      addresses: async () => addressesContent(intl),
      security: async () =>
        securityContent(intl, {
          action: `/account/security?lang=${visit.lang}`,
          continueUrl: visit.continueUrl,
          ...security,
        }),
      settings: async () => settingsContent(intl, visit.otherLanguageHref),
    }[section];
    return c.html(accountPage(visit.frame, section, links, await content()), status);
  }

  function renderForgot(c: Context, visit: Visit, view: { email: string; errors: FieldErrors }, status: 200 | 422) {
    const action = `/account/forgot?lang=${visit.lang}`;
    const page = forgotPage(visit.frame, {
      ...view,
      action,
      continueUrl: visit.continueUrl,
      loginHref: visit.href("/account/login"),
    });
    return c.html(page, status);
  }

  app.get("/forgot", async (c) => {
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    return renderForgot(c, visit, { email: "", errors: {} }, 200);
  });

  /** Sends the account of the e-mail a reset link, if it has one; the answer is the same either way. */
  app.post("/forgot", formLimit, async (c) => {
    const posted = await openPost(c);
    if (posted instanceof Response) return posted;
    const { form, visit } = posted;
    const { values, errors } = readForgotForm(form);
    if (Object.keys(errors).length > 0) return renderForgot(c, visit, { email: values.email, errors }, 422);
    await withShop(db, visit.shop.id, async (trx) => {
      const account = await findAccountByEmail(trx, visit.shop.id, values.email);
      const token = account && (await createPasswordReset(trx, visit.shop.id, account.id, now()));
      if (token) await sendMail(trx, visit.shop.id, resetMail(visit, values.email, token), now());
    });
    const page = forgotSentPage(visit.frame, {
      email: values.email,
      minutes: RESET_MINUTES,
      loginHref: visit.href("/account/login"),
    });
    return c.html(page);
  });

  /** The message with a reset link, in the visit's language. */
  function resetMail(visit: Visit, to: string, token: string): Mail {
    const { intl } = visit.frame;
    const link = `${visit.origin}${visit.href("/account/reset")}&${new URLSearchParams({ token })}`;
    const values = { shop: visit.shop.name, minutes: RESET_MINUTES };
    return { to, subject: intl.t("resetMailSubject", values), body: intl.t("resetMailBody", { ...values, link }) };
  }

  function renderReset(c: Context, visit: Visit, token: string, errors: FieldErrors, status: 200 | 422) {
    const action = `/account/reset?lang=${visit.lang}`;
    return c.html(resetPage(visit.frame, { action, continueUrl: visit.continueUrl, token, errors }), status);
  }

  function resetClosed(c: Context, visit: Visit) {
    const page = resetClosedPage(visit.frame, { minutes: RESET_MINUTES, forgotHref: visit.href("/account/forgot") });
    return c.html(page, 410);
  }

  app.get("/reset", async (c) => {
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    const token = c.req.query("token") ?? "";
    const open = await withShop(db, visit.shop.id, (trx) => accountOfReset(trx, visit.shop.id, token, now()));
    return open ? renderReset(c, visit, token, {}, 200) : resetClosed(c, visit);
  });

  /** Sets the new password through the link (once), ends the account's sessions and logs this browser in. */
  app.post("/reset", formLimit, async (c) => {
    if (!hashingHasRoom()) return hashingBusy(c);
    const posted = await openPost(c);
    if (posted instanceof Response) return posted;
    const { form, visit } = posted;
    const { values, errors } = readResetForm(form);
    if (Object.keys(errors).length > 0) return renderReset(c, visit, values.token, errors, 422);
    const passwordHash = await unlessBusy(
      visit,
      () => hashPassword(values.newPassword),
      async () => {},
    );
    if (passwordHash === BUSY) return hashingBusy(c);
    const accountId = await withShop(db, visit.shop.id, (trx) =>
      resetPassword(trx, visit.shop.id, values.token, passwordHash, now()),
    );
    return accountId ? logIn(c, visit, accountId) : resetClosed(c, visit);
  });

  app.get("/mailbox", async (c, next) => {
    if (!mailbox) return next();
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    const email = (c.req.query("email") ?? "").trim().toLowerCase();
    const mails = await withShop(db, visit.shop.id, (trx) => mailTo(trx, visit.shop.id, email));
    return c.html(mailboxPage(visit.frame, { email, mails }));
  });

  app.get("/:section", async (c, next) => {
    const section = c.req.param("section") as AccountSection;
    if (!ACCOUNT_SECTIONS.includes(section)) return next();
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    const account = await signedIn(c, visit);
    if (account instanceof Response) return account;
    return renderSection(c, visit, account, section);
  });

  app.post("/security", formLimit, async (c) => {
    if (!hashingHasRoom()) return hashingBusy(c);
    const posted = await openPost(c);
    if (posted instanceof Response) return posted;
    const { form, visit } = posted;
    const account = await signedIn(c, visit);
    if (account instanceof Response) return account;
    const { values, errors } = readPasswordChangeForm(form);
    if (Object.keys(errors).length > 0) {
      return renderSection(c, visit, account, "security", { errors, formError: null, changed: false }, 422);
    }
    const { keys, until } = await attemptOf(c, visit, account.email);
    if (until) return tooManyAttempts(c, visit, until);
    const storedHash = await withShop(db, visit.shop.id, (trx) => findPasswordHash(trx, visit.shop.id, account.id));
    const takeBack = (trx: Transaction<Database>) => takeBackAttempt(trx, visit.shop.id, keys);
    const matches = await unlessBusy(visit, () => passwordMatches(storedHash, values.currentPassword), takeBack);
    if (matches === BUSY) return hashingBusy(c);
    if (!matches) {
      const formError = { field: "current_password", message: visit.frame.intl.t("error.wrongCurrentPassword") };
      return renderSection(c, visit, account, "security", { errors: {}, formError, changed: false }, 401);
    }
    const passwordHash = await unlessBusy(visit, () => hashPassword(values.newPassword), takeBack);
    if (passwordHash === BUSY) return hashingBusy(c);
    const token = sessionTokenOf(c) ?? "";
    await withShop(db, visit.shop.id, async (trx) => {
      await changePassword(trx, visit.shop.id, account.id, passwordHash, hashSessionToken(token));
      await forgetSucceededAttempt(trx, visit.shop.id, keys);
    });
    return renderSection(c, visit, account, "security", { errors: {}, formError: null, changed: true });
  });

  app.notFound(async (c) => {
    const visit = await visitOf(c, c.req.query("continue_url"));
    if (!visit) return noShop(c);
    return c.html(messagePage(visit.frame, visit.frame.intl.t("notFoundTitle"), null, visit.continueUrl), 404);
  });

  app.onError((error, c) => {
    log.error({ reqId: requestIdOf(c.req.raw), method: c.req.method, path: c.req.path, err: error }, "account");
    const intl = accountIntl(langParam(c) ?? "th");
    const frame = { intl, shopName: null, otherLanguageHref: null };
    return c.html(messagePage(frame, intl.t("somethingWrong"), null, "/"), 500);
  });

  return app;
}
