// Vitest setup: both languages' messages loaded before any test renders (the browser and server load them up front).
import { loadMessages } from "~/i18n/compiledMessages";

await Promise.all([loadMessages("th"), loadMessages("en")]);
