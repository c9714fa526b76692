import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Presses Tab until `target` has focus (at most `most` presses), as a keyboard user moves through a form. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
