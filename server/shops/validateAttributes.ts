import type { CatalogueDocument } from "~/generated/schemas";
import type { ShopDocumentProblem } from "./shopDocumentError";
import { problem } from "./validateCatalogue";

const ROOT = "/catalogue";

/**
 * What the schema cannot say about a catalogue's attributes: attribute keys unique, value keys unique within their
 * attribute, and every attribute and value a product names defined by the catalogue. Each problem names the JSON
 * pointer of the offending key (a product's value in a list by its position).
 */
export function attributeProblems({ attributes = [], products }: CatalogueDocument): ShopDocumentProblem[] {
  const problems: ShopDocumentProblem[] = [];
  const defined = new Map<string, Set<string>>();
  attributes.forEach((attribute, index) => {
    const at = `${ROOT}/attributes/${index}`;
    if (defined.has(attribute.key)) {
      problems.push(problem(`${at}/key`, `duplicates attribute key ${attribute.key}`));
      return;
    }
    const values = new Set<string>();
    attribute.values.forEach((value, position) => {
      if (values.has(value.key)) {
        problems.push(problem(`${at}/values/${position}/key`, `duplicates value key ${value.key} of this attribute`));
      }
      values.add(value.key);
    });
    defined.set(attribute.key, values);
  });
  products.forEach((product, index) => {
    for (const [key, chosen] of Object.entries(product.attributes ?? {})) {
      const at = `${ROOT}/products/${index}/attributes/${key}`;
      const values = defined.get(key);
      if (!values) {
        problems.push(problem(at, `names attribute ${key}, which is not in the catalogue's attributes`));
        continue;
      }
      const list = typeof chosen === "string" ? [[chosen, at] as const] : chosen.map((v, i) => [v, `${at}/${i}`] as const);
      for (const [value, pointer] of list) {
        if (!values.has(value)) problems.push(problem(pointer, `names value ${value}, which attribute ${key} does not have`));
      }
    }
  });
  return problems;
}
