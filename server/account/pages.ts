import { html, raw } from "hono/html";
import { orderNumberText } from "../modules/orders/orderNumber";
import { type Html, type StandInFrame, standInLayout } from "../http/standInLayout";
import type { AccountOrder } from "./accounts";
import { PASSWORD_MIN_LENGTH } from "./constants";
import type { FieldErrors } from "./forms";
import type { AccountIntl } from "./i18n";
import { STYLESHEET } from "./styles";

/** An error of the whole form (wrong email or password), shown first and linking to the field to fix. */
export interface FormError {
  field: string;
  message: string;
}

/** What every page shows around its content. */
export type Frame = StandInFrame<AccountIntl>;

export function layout(frame: Frame, title: string, content: Html): Html {
  return standInLayout(frame, STYLESHEET, title, content);
}

/**
 * The form's errors listed first, focused on load (autofocus: the pages run no script) and announced (role=alert),
 * each linking to its field.
 */
export function errorSummary(intl: AccountIntl, errors: FieldErrors, formError: FormError | null): Html | "" {
  const fieldErrors = Object.entries(errors).flatMap(([field, error]) =>
    error ? [{ field, message: intl.t(`error.${error.message}`, error.values) }] : [],
  );
  const items = formError ? [formError, ...fieldErrors] : fieldErrors;
  if (items.length === 0) return "";
  return html`<div class="problems" role="alert" tabindex="-1" autofocus aria-labelledby="problems-title">
    <h2 id="problems-title">${intl.t("errorSummary", { count: items.length })}</h2>
    <ul>
      ${items.map(({ field, message }) => html`<li><a href="#${field}">${message}</a></li>`)}
    </ul>
  </div>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autocomplete: string;
  value?: string;
  hint?: string;
  minlength?: number;
}

/** A labelled input with its hint and its error (named by aria-describedby, marked aria-invalid). */
export function field(intl: AccountIntl, errors: FieldErrors, options: FieldOptions): Html {
  const { name, type } = options;
  const error = errors[name];
  const describedBy = [options.hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return html`<div class="field">
    <label for="${name}">${options.label}</label>
    ${options.hint ? html`<span class="hint" id="${name}-hint">${options.hint}</span>` : ""}
    ${error ? html`<span class="field-error" id="${name}-error">${intl.t(`error.${error.message}`, error.values)}</span>` : ""}
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      autocomplete="${options.autocomplete}"
      required
      ${type === "email" ? raw(' spellcheck="false" autocapitalize="none"') : ""}
      ${options.minlength ? html` minlength="${options.minlength}"` : ""}
      ${options.value ? html` value="${options.value}"` : ""}
      ${error ? raw(' aria-invalid="true"') : ""}
      ${describedBy ? html` aria-describedby="${describedBy}"` : ""}
    />
  </div>`;
}

/** A field for a new password: its length rule as the hint, the browser told to suggest a strong one. */
export function newPasswordField(intl: AccountIntl, errors: FieldErrors, name: string, label: string): Html {
  return field(intl, errors, {
    name,
    label,
    type: "password",
    autocomplete: "new-password",
    hint: intl.t("passwordHint", { min: PASSWORD_MIN_LENGTH }),
    minlength: PASSWORD_MIN_LENGTH,
  });
}

/** A post form of the stand-in: the continue_url travels with it; the server's messages replace the browser's. */
export function form(action: string, continueUrl: string, fields: Html, submit: string): Html {
  return html`<form method="post" action="${action}" novalidate>
    <input type="hidden" name="continue_url" value="${continueUrl}" />
    ${fields}
    <div class="actions"><button class="primary" type="submit">${submit}</button></div>
  </form>`;
}

export interface RegisterView {
  action: string;
  continueUrl: string;
  name: string;
  email: string;
  errors: FieldErrors;
  loginHref: string;
  shopHref: string;
}

export function registerPage(frame: Frame, view: RegisterView): Html {
  const { intl } = frame;
  const title = intl.t("registerTitle");
  const fields = html`${field(intl, view.errors, { name: "name", label: intl.t("name"), type: "text", autocomplete: "name", value: view.name })}
  ${field(intl, view.errors, { name: "email", label: intl.t("email"), type: "email", autocomplete: "email", value: view.email })}
  ${newPasswordField(intl, view.errors, "password", intl.t("password"))}`;
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${errorSummary(intl, view.errors, null)} ${form(view.action, view.continueUrl, fields, intl.t("registerSubmit"))}
      <p class="switch">${intl.t("haveAccount")} <a href="${view.loginHref}">${intl.t("account.login")}</a></p>
      <p><a href="${view.shopHref}">${intl.t("backToShop")}</a></p>`,
  );
}

export interface LoginView {
  action: string;
  continueUrl: string;
  email: string;
  errors: FieldErrors;
  formError: FormError | null;
  registerHref: string;
  forgotHref: string;
  shopHref: string;
}

export function loginPage(frame: Frame, view: LoginView): Html {
  const { intl } = frame;
  const title = intl.t("account.login");
  const fields = html`${field(intl, view.errors, { name: "email", label: intl.t("email"), type: "email", autocomplete: "username", value: view.email })}
  ${field(intl, view.errors, { name: "password", label: intl.t("password"), type: "password", autocomplete: "current-password" })}`;
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${errorSummary(intl, view.errors, view.formError)}
      ${form(view.action, view.continueUrl, fields, intl.t("account.login"))}
      <p><a href="${view.forgotHref}">${intl.t("forgotLink")}</a></p>
      <p class="switch">${intl.t("noAccount")} <a href="${view.registerHref}">${intl.t("registerTitle")}</a></p>
      <p><a href="${view.shopHref}">${intl.t("backToShop")}</a></p>`,
  );
}

function logoutForm(intl: AccountIntl, action: string): Html {
  return html`<form method="post" action="${action}">
    <button class="secondary" type="submit">${intl.t("account.logout")}</button>
  </form>`;
}

/** GET /account/logout (a link, maybe another site's): the question, answered by the log-out form's POST. */
export function logoutPage(frame: Frame, view: { action: string; shopHref: string }): Html {
  const { intl } = frame;
  const title = intl.t("account.logout");
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      <p>${intl.t("logoutQuestion")}</p>
      <div class="actions">
        ${logoutForm(intl, view.action)}
        <a class="button secondary" href="${view.shopHref}">${intl.t("backToShop")}</a>
      </div>`,
  );
}

export function messagePage(frame: Frame, title: string, message: string | null, shopHref: string): Html {
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${message ? html`<p>${message}</p>` : ""}
      <p><a href="${shopHref}">${frame.intl.t("backToShop")}</a></p>`,
  );
}

/** The signed-in pages, in the order the account menu lists them (§2). */
export const ACCOUNT_SECTIONS = ["orders", "profile", "addresses", "security", "settings"] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export interface SectionLinks {
  /** Each section's page, with the page's language and continue_url kept. */
  sections: Record<AccountSection, string>;
  /** Where the log-out form posts (log-out is a POST: a link from another site must not end the session). */
  logoutAction: string;
  shopHref: string;
}

/** A signed-in page: its heading, the account's navigation (this page marked), its content. */
export function accountPage(frame: Frame, section: AccountSection, links: SectionLinks, content: Html): Html {
  const { intl } = frame;
  const title = intl.t(`account.page.${section}`);
  return layout(
    frame,
    title,
    html`<nav aria-label="${intl.t("nav")}">
        <ul>
          ${ACCOUNT_SECTIONS.map(
            (other) =>
              html`<li>
                <a href="${links.sections[other]}" ${other === section ? raw(' aria-current="page"') : ""}
                  >${intl.t(`account.page.${other}`)}</a
                >
              </li>`,
          )}
        </ul>
      </nav>
      <h1>${title}</h1>
      ${content}
      <div class="actions">
        <a class="button secondary" href="${links.shopHref}">${intl.t("backToShop")}</a>
        ${logoutForm(intl, links.logoutAction)}
      </div>`,
  );
}

export function ordersContent(intl: AccountIntl, orders: readonly AccountOrder[]): Html {
  if (orders.length === 0) return html`<p>${intl.t("noOrders")}</p>`;
  return html`<ul class="orders">
    ${orders.map(
      (order) =>
        html`<li>
          <dl>
            <dt>${intl.t("orderNumber")}</dt>
            <dd class="order-number" data-order-id="${order.id}">${orderNumberText(order.number)}</dd>
            <dt>${intl.t("orderDate")}</dt>
            <dd><time datetime="${order.createdAt.toISOString()}">${intl.dateTime(order.createdAt)}</time></dd>
            <dt>${intl.t("hosted.orderStatus")}</dt>
            <dd data-status="${order.status}">${intl.t(`hosted.orderStatus.${order.status}`)}</dd>
            <dt>${intl.t("paymentMethod")}</dt>
            <dd>${intl.t(`payment.method.${order.paymentMethod}`)}</dd>
          </dl>
          <ul>
            ${order.lines.map(
              (line) =>
                html`<li>${line.name} × ${line.quantity} (${intl.baht(line.unitPriceSatang * line.quantity)})</li>`,
            )}
          </ul>
          <dl class="amounts">
            ${
              order.delivery.method === "none"
                ? ""
                : html`<dt>
                      ${intl.t("hosted.delivery.line", { method: intl.t(`hosted.delivery.${order.delivery.method}`) })}
                    </dt>
                    <dd data-fee>
                      ${order.delivery.feeSatang === 0 ? intl.t("hosted.delivery.free") : intl.baht(order.delivery.feeSatang)}
                    </dd>`
            }
            ${
              order.coupon
                ? html`<dt>${intl.t("hosted.coupon.discount", { code: order.coupon.code })}</dt>
                    <dd data-discount>−${intl.baht(order.coupon.discountSatang)}</dd>`
                : ""
            }
            <dt>${intl.t("orderTotal")}</dt>
            <dd data-total>${intl.baht(order.totalSatang)}</dd>
          </dl>
        </li>`,
    )}
  </ul>`;
}

export function profileContent(intl: AccountIntl, account: { name: string; email: string }): Html {
  return html`<dl>
    <dt>${intl.t("name")}</dt>
    <dd>${account.name}</dd>
    <dt>${intl.t("email")}</dt>
    <dd>${account.email}</dd>
  </dl>`;
}

export function addressesContent(intl: AccountIntl): Html {
  return html`<p>${intl.t("noAddresses")}</p>`;
}

export function settingsContent(intl: AccountIntl, otherLanguageHref: string): Html {
  const other = intl.lang === "th" ? "en" : "th";
  return html`<h2>${intl.t("language")}</h2>
    <p>
      <a href="${otherLanguageHref}" lang="${other}" hreflang="${other}">${intl.t("otherLanguage")}</a>
    </p>
    <h2>${intl.t("connections")}</h2>
    <p>${intl.t("noConnections")}</p>`;
}

export interface SecurityView {
  action: string;
  continueUrl: string;
  errors: FieldErrors;
  /** The current password was wrong, or null. */
  formError: FormError | null;
  changed: boolean;
}

export function securityContent(intl: AccountIntl, view: SecurityView): Html {
  const fields = html`${field(intl, view.errors, {
    name: "current_password",
    label: intl.t("currentPassword"),
    type: "password",
    autocomplete: "current-password",
  })}
  ${newPasswordField(intl, view.errors, "new_password", intl.t("newPassword"))}`;
  return html`${view.changed ? html`<p class="done" role="status">${intl.t("passwordChanged")}</p>` : ""}
    <h2>${intl.t("changePassword")}</h2>
    ${errorSummary(intl, view.errors, view.formError)}
    ${form(view.action, view.continueUrl, fields, intl.t("changePassword"))}`;
}
