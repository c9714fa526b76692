import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { ContentLang } from "~/lib/localePath";
import type { MessageId } from "./messages";

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

/**
 * locales/<lang>.json precompiled to formatjs ASTs (npm run gen:types): what renders pages, so the browser bundle
 * needs no ICU parser (vite.config.ts swaps it for its no-parser build). Each language is a chunk of its own, so a
 * page downloads its own language's messages only.
 */
const importers: Record<ContentLang, () => Promise<{ default: unknown }>> = {
  th: () => import("../generated/messages/th.json"),
  en: () => import("../generated/messages/en.json"),
};

const loaded = new Map<ContentLang, CompiledMessages>();

/** Loads a language's messages (once): the server loads both at start, the browser the page's before hydrating. */
export async function loadMessages(lang: ContentLang): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, (await importers[lang]()).default as CompiledMessages);
}

/** A language's messages, once loadMessages has loaded them. */
export function loadedMessages(lang: ContentLang): CompiledMessages {
  const messages = loaded.get(lang);
  if (!messages) throw new Error(`the ${lang} messages are not loaded: await loadMessages("${lang}") first`);
  return messages;
}
