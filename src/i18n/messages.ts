import { widgetMessages } from "~/generated/widget-messages";
import type { ContentLang } from "~/lib/localePath";
import en from "../../locales/en.json";
import th from "../../locales/th.json";

/** The shared messages (locales/<lang>.json) and every kind's own (locales/widgets/<kind>.json). */
const thMessages = { ...th, ...widgetMessages.th };

export type MessageId = keyof typeof thMessages;

/**
 * ICU messages per language as written (pages render their precompiled form: compiledMessages.ts); both languages
 * have the same ids (a test enforces it for the shared files, the generator for each kind's).
 */
export const messagesByLang: Record<ContentLang, Record<MessageId, string>> = {
  th: thMessages,
  en: { ...en, ...widgetMessages.en },
};
