/** One reason a shop document cannot be imported, located by the JSON pointer of the offending value. */
export interface ShopDocumentProblem {
  pointer: string;
  /** Self-contained: starts with the pointer, e.g. `/shop/hosts/0 must match pattern "^[a-z0-9.-]+$"`. */
  message: string;
}

/** Thrown when a shop document is rejected; nothing of it has been written. */
export class ShopDocumentError extends Error {
  readonly problems: readonly ShopDocumentProblem[];

  constructor(problems: readonly ShopDocumentProblem[], source?: string) {
    const where = source ? ` ${source}` : "";
    const list = problems.map((problem) => `\n  ${problem.message}`).join("");
    super(`Invalid shop document${where} (${problems.length} problem${problems.length === 1 ? "" : "s"}):${list}`);
    this.name = "ShopDocumentError";
    this.problems = problems;
  }
}
