import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

export interface ConsoleGuard {
  /** Console errors matching this are expected by the test (e.g. the 404 of a page that does not exist). */
  allow(pattern: RegExp): void;
}

/** Watches a page for uncaught errors and console errors; the test fails with them at its end. */
function guard(page: Page, problems: string[], allowed: RegExp[]): void {
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  });
}

/**
 * Playwright's test with every page of the test (those it opens itself too) watched: an uncaught error or a
 * console error fails the test, unless the test allowed it.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      for (const page of context.pages()) guard(page, problems, allowed);
      context.on("page", (page) => guard(page, problems, allowed));
      await use({ allow: (pattern) => allowed.push(pattern) });
      if (problems.length > 0) throw new Error(`the browser reported:\n${problems.join("\n")}`);
    },
    { auto: true },
  ],
});
