import type { ReactNode } from "react";
import { createIntl } from "@formatjs/intl";
import type { ContentLang } from "~/lib/localePath";
import type { CompiledMessages } from "./compiledMessages";
import type { IntlShape } from "./useIntl";

/**
 * Messages few pages need, kept out of every page's messages (src/i18n/message-parts.json, scripts/gen-types.mjs):
 * each part a chunk of its own per language, loaded when needed.
 */
const importers = {
  "cart-errors": {
    th: () => import("../generated/messages/cart-errors.th.json"),
    en: () => import("../generated/messages/cart-errors.en.json"),
  },
  "listing-refine": {
    th: () => import("../generated/messages/listing-refine.th.json"),
    en: () => import("../generated/messages/listing-refine.en.json"),
  },
} satisfies Record<string, Record<ContentLang, () => Promise<{ default: unknown }>>>;

export type MessagePart = keyof typeof importers;

/** A part's messages in a language. */
export async function loadMessagePart(part: MessagePart, lang: ContentLang): Promise<Partial<CompiledMessages>> {
  return (await importers[part][lang]()).default as Partial<CompiledMessages>;
}

/** A formatter like `intl` that knows these messages too (`intl` itself is left as it is). */
export function withMessages(intl: IntlShape, messages: Partial<CompiledMessages>): IntlShape {
  return createIntl<ReactNode>({
    locale: intl.locale,
    defaultLocale: intl.defaultLocale,
    messages: { ...intl.messages, ...messages },
  });
}

/** A formatter like `intl` that knows a part's messages too (loaded once; `intl` itself is left as it is). */
export async function withMessagePart(intl: IntlShape, part: MessagePart): Promise<IntlShape> {
  const lang: ContentLang = intl.locale.startsWith("th") ? "th" : "en";
  return withMessages(intl, await loadMessagePart(part, lang));
}
