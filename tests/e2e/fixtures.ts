import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { cleanUpLeftovers } from "./leftovers";

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

/** The demo shop's hosts (shops/demo.json): its consent cookie is host-only, so each has its own. */
const DEMO_HOSTS = ["localhost", "127.0.0.1", "demo.localhost"];

/**
 * Gives the context the demo shop's consent cookie with a choice made (every flag denied): its pages then show no
 * consent banner and load no tag, as before the shop asked for consent. For contexts a test creates itself.
 */
export async function decideConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const { port } = new URL(baseURL ?? "http://localhost");
  await context.addCookies(
    DEMO_HOSTS.map((host) => ({
      name: "sf_consent_baan-chaa-demo",
      value: "v1.000",
      url: `http://${host}${port ? `:${port}` : ""}`,
      sameSite: "Lax" as const,
    })),
  );
}

/**
 * Playwright's test with every page of the test (those it opens itself too) watched: an uncaught error or a
 * console error fails the test, unless the test allowed it. Its context has decided consent (decideConsent) unless
 * the test opts out with `test.use({ consentDecided: false })`.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; consentDecided: boolean }, { leftovers: void }>({
  // servers and folders a spec's failed or timed-out hook left behind (tests/e2e/leftovers.ts), gone before the next
  // worker starts: Playwright replaces a worker after a failure
  leftovers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
    async ({}, use) => {
      await use();
      await cleanUpLeftovers();
    },
    { scope: "worker", auto: true },
  ],
  consentDecided: [true, { option: true }],
  // (`run` is Playwright's `use`, named so the React hooks lint leaves it alone)
  context: async ({ context, consentDecided, baseURL }, run) => {
    if (consentDecided) await decideConsent(context, baseURL);
    await run(context);
  },
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
