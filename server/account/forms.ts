import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

/** A form's fields as posted: only text values count (a file or a repeated field is read as missing). */
export type PostedForm = Record<string, unknown>;

/** A field's error: the message id (under "account.error.") and its values. */
export interface FieldError {
  message: string;
  values?: Record<string, number>;
}

/** The errors of a form by field name, in the order the fields appear. */
export type FieldErrors = Partial<Record<string, FieldError>>;

/** Whitespace other than a plain space, or a control character: no name or e-mail contains one. */
const CONTROL_OR_BREAK = /[\p{Cc}\u2028\u2029]/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

function text(form: PostedForm, field: string): string {
  const value = form[field];
  return typeof value === "string" ? value : "";
}

/** Characters as a person counts them (a Thai vowel mark or an emoji is not two). */
function length(value: string): number {
  return [...value].length;
}

/** A password as it is hashed: NFKC, so the same password typed on another keyboard or device matches. */
function passwordOf(form: PostedForm, field: string): string {
  return text(form, field).normalize("NFKC");
}

/** An e-mail as accounts keep it: trimmed, lower case. */
export function emailOf(form: PostedForm): string {
  return text(form, "email").trim().toLowerCase();
}

/** Whether a (trimmed) e-mail has the form name@domain.tld, without spaces or control characters, within the limit. */
export function isEmailAddress(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && !CONTROL_OR_BREAK.test(email) && EMAIL.test(email);
}

function emailError(email: string): FieldError | undefined {
  if (email === "") return { message: "emailRequired" };
  return isEmailAddress(email) ? undefined : { message: "emailInvalid" };
}

function newPasswordError(password: string): FieldError | undefined {
  if (password === "") return { message: "passwordRequired" };
  if (length(password) < PASSWORD_MIN_LENGTH)
    return { message: "passwordTooShort", values: { min: PASSWORD_MIN_LENGTH } };
  if (length(password) > PASSWORD_MAX_LENGTH)
    return { message: "passwordTooLong", values: { max: PASSWORD_MAX_LENGTH } };
  return undefined;
}

function withoutEmpty(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
}

/** The registration form read and checked: the values to keep, and the errors by field (none when valid). */
export function readRegisterForm(form: PostedForm): { values: RegisterForm; errors: FieldErrors } {
  const name = text(form, "name").normalize("NFC").trim();
  const email = emailOf(form);
  const password = passwordOf(form, "password");
  const nameError =
    name === ""
      ? { message: "nameRequired" }
      : length(name) > NAME_MAX_LENGTH || CONTROL_OR_BREAK.test(name)
        ? { message: "nameTooLong", values: { max: NAME_MAX_LENGTH } }
        : undefined;
  return {
    values: { name, email, password },
    errors: withoutEmpty({ name: nameError, email: emailError(email), password: newPasswordError(password) }),
  };
}

export interface LoginForm {
  email: string;
  password: string;
}

/** The log-in form read and checked: a missing or malformed field is named; the password's length is not judged. */
export function readLoginForm(form: PostedForm): { values: LoginForm; errors: FieldErrors } {
  const email = emailOf(form);
  const password = passwordOf(form, "password");
  const passwordError =
    password === ""
      ? { message: "passwordRequired" }
      : length(password) > PASSWORD_MAX_LENGTH
        ? { message: "passwordTooLong", values: { max: PASSWORD_MAX_LENGTH } }
        : undefined;
  return { values: { email, password }, errors: withoutEmpty({ email: emailError(email), password: passwordError }) };
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
}

/** The password change form read and checked. */
export function readPasswordChangeForm(form: PostedForm): { values: PasswordChangeForm; errors: FieldErrors } {
  const currentPassword = passwordOf(form, "current_password");
  const newPassword = passwordOf(form, "new_password");
  return {
    values: { currentPassword, newPassword },
    errors: withoutEmpty({
      current_password: currentPassword === "" ? { message: "passwordRequired" } : undefined,
      new_password: newPasswordError(newPassword),
    }),
  };
}

/** The "forgot your password" form read and checked: the e-mail to send a reset link to. */
export function readForgotForm(form: PostedForm): { values: { email: string }; errors: FieldErrors } {
  const email = emailOf(form);
  return { values: { email }, errors: withoutEmpty({ email: emailError(email) }) };
}

/** A reset link's form read and checked: its token (a hidden field) and the new password. */
export function readResetForm(form: PostedForm): {
  values: { token: string; newPassword: string };
  errors: FieldErrors;
} {
  const newPassword = passwordOf(form, "new_password");
  return {
    values: { token: text(form, "token"), newPassword },
    errors: withoutEmpty({ new_password: newPasswordError(newPassword) }),
  };
}
