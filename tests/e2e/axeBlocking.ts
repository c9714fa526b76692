import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The impacts the "axe clean" forbids. */
const BLOCKING = new Set(["critical", "serious", "moderate"]);

/** The page's critical, serious and moderate axe violations, as "rule: targets". */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => BLOCKING.has(impact ?? ""))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
