import type { ContentLang } from "~/lib/localePath";
import en from "../../locales/en.json";
import th from "../../locales/th.json";

export type MessageId = keyof typeof th;

/** ICU messages per language as written (pages render their precompiled form: compiledMessages.ts); both files have the same keys (a test enforces it). */
export const messagesByLang: Record<ContentLang, Record<MessageId, string>> = { th, en };
