// Types of widgetMessages.mjs, for its test.
export declare const LANGS: readonly ["th", "en"];
export declare function camelCase(kind: string): string;
export declare function mergedMessages(
  localesDir: string,
  kinds: readonly string[],
): { messages: Record<"th" | "en", Record<string, string>>; kinds: string[] };
export declare function widgetMessagesModule(kinds: readonly string[]): string;
