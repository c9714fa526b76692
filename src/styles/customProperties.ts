/** A CSS custom property's name, e.g. --color-brand. */
const NAME = "--[a-z0-9-]+";

/**
 * The custom properties the first rule for `selector` in `css` declares, name to value, in order: base.css's
 * `:root` tokens, a theme's `[data-theme="celadon"]`, a section tone's `.w-section--dark`. Plain declarations only
 * (a rule holding a nested block is not read).
 */
export function declaredProperties(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const block = new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^{}]*)\\}`).exec(css)?.[1] ?? "";
  const declarations = block.matchAll(new RegExp(`(${NAME})\\s*:\\s*([^;]+?)\\s*(?:;|$)`, "g"));
  return Object.fromEntries([...declarations].map(([, name = "", value = ""]) => [name, value]));
}

/** Every custom property `css` reads with var(), once each, in order of first use. */
export function propertiesRead(css: string): string[] {
  return [...new Set([...css.matchAll(new RegExp(`var\\(\\s*(${NAME})`, "g"))].map(([, name = ""]) => name))];
}
