import { html } from "hono/html";
import type { Html } from "../http/standInLayout";
import type { FieldErrors } from "./forms";
import type { SentMail } from "./mailbox";
import { errorSummary, type Frame, field, form, layout, newPasswordField } from "./pages";

// The pages of "forgot your password?" (routes.ts): ask for a link, the link's new-password form, and the mailbox
// stand-in where the link arrives.

export interface ForgotView {
  action: string;
  continueUrl: string;
  email: string;
  errors: FieldErrors;
  loginHref: string;
}

export function forgotPage(frame: Frame, view: ForgotView): Html {
  const { intl } = frame;
  const title = intl.t("forgotTitle");
  const fields = field(intl, view.errors, {
    name: "email",
    label: intl.t("email"),
    type: "email",
    autocomplete: "username",
    value: view.email,
    hint: intl.t("forgotHint"),
  });
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${errorSummary(intl, view.errors, null)} ${form(view.action, view.continueUrl, fields, intl.t("forgotSubmit"))}
      <p><a href="${view.loginHref}">${intl.t("backToLogin")}</a></p>`,
  );
}

/** The same answer whether or not the e-mail has an account: nobody learns who shops here. */
export function forgotSentPage(frame: Frame, view: { email: string; minutes: number; loginHref: string }): Html {
  const { intl } = frame;
  const title = intl.t("forgotSentTitle");
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      <p role="status">${intl.t("forgotSent", { email: view.email, minutes: view.minutes })}</p>
      <p><a href="${view.loginHref}">${intl.t("backToLogin")}</a></p>`,
  );
}

export interface ResetView {
  action: string;
  continueUrl: string;
  token: string;
  errors: FieldErrors;
}

export function resetPage(frame: Frame, view: ResetView): Html {
  const { intl } = frame;
  const title = intl.t("resetTitle");
  const fields = html`<input type="hidden" name="token" value="${view.token}" />
    ${newPasswordField(intl, view.errors, "new_password", intl.t("newPassword"))}`;
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${errorSummary(intl, view.errors, null)} ${form(view.action, view.continueUrl, fields, intl.t("resetSubmit"))}`,
  );
}

/** A link used, expired or unknown: say so, and offer a new one. */
export function resetClosedPage(frame: Frame, view: { minutes: number; forgotHref: string }): Html {
  const { intl } = frame;
  const title = intl.t("resetClosedTitle");
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      <p>${intl.t("resetClosed", { minutes: view.minutes })}</p>
      <p><a href="${view.forgotHref}">${intl.t("forgotAgain")}</a></p>`,
  );
}

const LINK = /(https?:\/\/\S+)/;

/** A message's text with its links made links (the text is escaped; only whole http(s) URLs become anchors). */
function mailBody(body: string): Html {
  const parts = body.split(LINK);
  return html`<p class="mail-body">
    ${parts.map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : part))}
  </p>`;
}

/** The mailbox stand-in: the newest messages the stand-in "sent" to an address (ACCOUNT_MAILBOX=1 only). */
export function mailboxPage(frame: Frame, view: { email: string; mails: SentMail[] }): Html {
  const { intl } = frame;
  const title = intl.t("mailboxTitle", { email: view.email });
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${view.mails.length === 0 ? html`<p>${intl.t("mailboxEmpty")}</p>` : ""}
      ${view.mails.map(
        (mail) =>
          html`<article class="mail">
            <h2>${mail.subject}</h2>
            <p class="hint">${intl.dateTime(mail.sentAt)}</p>
            ${mailBody(mail.body)}
          </article>`,
      )}`,
  );
}
