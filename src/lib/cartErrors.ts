/** The texts of a refused cart call (§8 cart errors), in the shopper's language; shown in the "please check again" toast. */
import { isRecord } from "./isRecord";
import type { IntlShape } from "~/i18n/useIntl";
import { formatBaht } from "~/i18n/formatBaht";
import { AML_CAP_BAHT } from "./constants";

/** Our limit: a toast lists at most this many messages, whatever the answer holds. */
export const CART_ERROR_MESSAGE_LIMIT = 10;

/** Our limit: a longer message from the answer is cut to this many characters (with "…"). */
export const CART_ERROR_MESSAGE_MAX_LENGTH = 300;

/** Fields of an answer's `data` that are never messages (§7 cart data); the secret must never reach the screen. */
const NOT_MESSAGES = new Set(["cart_id", "cart_secret", "items"]);

/** The locale message of a §8 key. */
const messageIdOf = (key: string) => `cart.error.${key}`;

type Intl = Pick<IntlShape, "formatMessage" | "formatNumber" | "messages">;

/** A finite number, or a string holding one ("5"); else null. */
function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

const flag = (present: boolean) => (present ? "yes" : "no");

/** Blank runs collapsed (a missing unit must not leave "5  per order" or "2 )"), ends trimmed. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/ ([),:])/g, "$1")
    .trim();

/** Whether `key` has a locale message. */
function hasMessage(intl: Intl, key: string): boolean {
  return key !== "" && Object.prototype.hasOwnProperty.call(intl.messages, messageIdOf(key));
}

/**
 * The ICU values of a problem's message: each field plus a "yes"/"no" flag for whether it was given (named,
 * hasRemaining, hasLimit, hasOrdered, hasAmount), so that texts read well without it. Amounts are in baht (฿);
 * AMLO_LIMIT without an amount states the §9 cap.
 */
function problemValues(intl: Intl, problem: Record<string, unknown>): Record<string, string | number> {
  const name = textOf(problem.name);
  const remaining = numberOf(problem.remaining);
  const limit = numberOf(problem.limit);
  const ordered = numberOf(problem.ordered);
  const amount = numberOf(problem.amount) ?? (problem.key === "AMLO_LIMIT" ? AML_CAP_BAHT : null);
  return {
    name,
    named: flag(name !== ""),
    unit: textOf(problem.unit),
    remaining: remaining ?? 0,
    hasRemaining: flag(remaining !== null),
    limit: limit ?? 0,
    hasLimit: flag(limit !== null),
    ordered: ordered ?? 0,
    hasOrdered: flag(ordered !== null),
    amount: amount === null ? "" : formatBaht(intl, amount),
    hasAmount: flag(amount !== null),
  };
}

/** A machine key (NO_AUTH, USE>POINT, BUY-WEB_CORRUPTION) rather than a text written for people. */
const looksLikeKey = (text: string) => /^[A-Z0-9]+(?:[_>-][A-Z0-9]+)*$/.test(text);

/**
 * The text of a key with what its message needs. A key with no message is never shown as it is (a shopper cannot
 * read "NO_AUTH"): the generic "there seems to be something wrong" instead; any other text is shown as it is.
 */
function translate(intl: Intl, key: string, problem: Record<string, unknown> = { key }): string {
  const unknown = looksLikeKey(key) ? generic(intl) : key;
  if (!hasMessage(intl, key)) return unknown;
  try {
    return tidy(intl.formatMessage({ id: messageIdOf(key) }, problemValues(intl, problem)));
  } catch {
    return unknown;
  }
}

/** A string of the answer: a key with a message is translated, any other text is shown as it is. */
const fromString = (intl: Intl, value: unknown): string[] => {
  const text = textOf(value);
  return text === "" ? [] : [translate(intl, text)];
};

/** error_data.errors: problems ({key, name?, unit?, remaining?, limit?, ordered?, amount?}) or strings. */
function fromProblems(intl: Intl, errors: unknown): string[] {
  if (!Array.isArray(errors)) return fromString(intl, errors);
  return errors.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return fromString(intl, entry);
    const key = textOf(entry.key);
    return key === "" ? [] : [translate(intl, key, { ...entry, key })];
  });
}

/**
 * A string, a list of strings, or an object whose values are strings or lists of strings; the object's fields in
 * `skip` are left out (error_messages may name a field "items"; data's items are the cart, never a message).
 */
function fromStrings(intl: Intl, value: unknown, skip: ReadonlySet<string> = new Set()): string[] {
  if (Array.isArray(value)) return value.flatMap((entry: unknown) => fromString(intl, entry));
  if (!isRecord(value)) return fromString(intl, value);
  return Object.entries(value).flatMap(([field, entry]) =>
    skip.has(field)
      ? []
      : Array.isArray(entry)
        ? entry.flatMap((item: unknown) => fromString(intl, item))
        : fromString(intl, entry),
  );
}

/** The first source of §8 that gives any message: data.msg, error_data.errors, error_messages, data, key. */
function collect(intl: Intl, body: unknown): string[] {
  if (!isRecord(body)) return [];
  const data = body.data;
  const msg = isRecord(data) ? textOf(data.msg) : "";
  if (msg !== "") return [msg];
  const errorData = body.error_data;
  const sources: (() => string[])[] = [
    () => (isRecord(errorData) ? fromProblems(intl, errorData.errors) : []),
    () => fromStrings(intl, body.error_messages),
    () => fromStrings(intl, data, NOT_MESSAGES),
    () => fromString(intl, body.key),
  ];
  for (const source of sources) {
    const found = source();
    if (found.length > 0) return found;
  }
  return [];
}

const shorten = (text: string) =>
  text.length > CART_ERROR_MESSAGE_MAX_LENGTH ? `${text.slice(0, CART_ERROR_MESSAGE_MAX_LENGTH - 1)}…` : text;

function generic(intl: Intl): string {
  try {
    return intl.formatMessage({ id: "common.somethingWrong" });
  } catch {
    return "There seems to be something wrong";
  }
}

/**
 * The messages of a failed cart call, in order: body.data.msg if a string; else from body.error_data.errors (array of
 * CartProblem objects {key, name?, unit?, remaining?, limit?, ordered?, amount?} or strings); else body.error_messages
 * (string, string[] or an object whose values are strings/string arrays); else body.data (string, or object of
 * strings/string arrays; cart_id, cart_secret and items skipped); else the body's key alone; else the generic "There
 * seems to be something wrong". Problems and bare keys (any string equal to a key) are translated with the locale
 * message "cart.error.<KEY>" when one exists (values: name, unit, remaining, limit, ordered, and amount formatted as
 * baht); a key with no message reads as the generic text, never as the key itself. Empty strings are skipped; identical messages appear once; at most
 * CART_ERROR_MESSAGE_LIMIT messages of at most CART_ERROR_MESSAGE_MAX_LENGTH characters. Never throws, whatever the
 * body (null, numbers, arrays, deep junk, throwing getters).
 */
export function cartErrorMessages(body: unknown, intl: IntlShape): string[] {
  let found: string[];
  try {
    found = collect(intl, body);
  } catch {
    found = [];
  }
  const messages = [...new Set(found.map(shorten))].slice(0, CART_ERROR_MESSAGE_LIMIT);
  return messages.length > 0 ? messages : [generic(intl)];
}
