import type { Frame, Page } from "@playwright/test";

/** Waits until the page (or frame) has hydrated: the root sets data-hydrated once React has taken the page over. */
export async function hydrated(page: Page | Frame): Promise<void> {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
}
