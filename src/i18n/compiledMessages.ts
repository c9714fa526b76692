import type { MessageFormatElement } from "react-intl";
import type { ContentLang } from "~/lib/localePath";
import en from "../generated/messages/en.json";
import th from "../generated/messages/th.json";
import type { MessageId } from "./messages";

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

/**
 * locales/<lang>.json precompiled to formatjs ASTs (npm run gen:types): what renders pages, so the browser bundle
 * needs no ICU parser (vite.config.ts swaps it for its no-parser build).
 */
export const compiledMessagesByLang: Record<ContentLang, CompiledMessages> = {
  th: th as unknown as CompiledMessages,
  en: en as unknown as CompiledMessages,
};
