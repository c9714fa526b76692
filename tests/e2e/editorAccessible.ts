import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** axe on the editor's screen (the shop's frame left to the storefront's own checks): nothing above minor. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
  const blocking = violations.filter((violation) => violation.impact !== "minor");
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}
