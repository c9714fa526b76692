import type { Page } from "@playwright/test";

/** A script a page fetched, and the bytes of its body as the server sent it (compressed when it was). */
export interface FetchedScript {
  url: string;
  bytes: number;
}

/**
 * The scripts a first visit to `path` fetches before any interaction: from the navigation until the page has
 * hydrated and the network has gone quiet, with no input from the shopper. Sizes are the encoded body bytes of each
 * response, so the page's context decides the compression by the Accept-Encoding it sends.
 */
export async function firstVisitScripts(page: Page, path: string): Promise<FetchedScript[]> {
  const fetched = scriptsFetchedBy(page);
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  return fetched();
}

/** Counts the scripts the page fetches from now on; the function returned lists those fetched so far. */
export function scriptsFetchedBy(page: Page): () => Promise<FetchedScript[]> {
  const responses: Promise<FetchedScript>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    responses.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize })),
    );
  });
  return () => Promise.all(responses);
}

/** The scripts' list for a failure message: largest first, one a line, in kB (1,000 bytes). */
export function describeScripts(scripts: readonly FetchedScript[]): string {
  return [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${(script.bytes / 1000).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`)
    .join("\n");
}
