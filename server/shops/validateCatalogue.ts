import type { CatalogueDocument, PriceTier } from "~/generated/schemas";
import { attributeProblems } from "./validateAttributes";
import type { ShopDocumentProblem } from "./shopDocumentError";

const ROOT = "/catalogue";

/**
 * What the schema cannot say about a (schema-valid) catalogue: ids, uuids and SKUs unique, category parents present
 * (or 0) and free of cycles, product categories present, variant ids unique within their product, tier ranges and
 * order limits ordered, attribute keys unique and products' attribute values defined (validateAttributes). Each
 * problem names the JSON pointer of the offending value.
 */
export function catalogueProblems(catalogue: CatalogueDocument | undefined): ShopDocumentProblem[] {
  if (!catalogue) return [];
  return [
    ...categoryProblems(catalogue),
    ...productProblems(catalogue),
    ...attributeProblems(catalogue),
    ...blogProblems(catalogue),
  ];
}

export function problem(pointer: string, detail: string): ShopDocumentProblem {
  return { pointer, message: `${pointer} ${detail}` };
}

function categoryProblems({ categories }: CatalogueDocument): ShopDocumentProblem[] {
  const problems: ShopDocumentProblem[] = [];
  const parentOf = new Map<number, number>();
  categories.forEach((category, index) => {
    if (parentOf.has(category.id)) {
      problems.push(problem(`${ROOT}/categories/${index}/id`, `duplicates category id ${category.id}`));
    } else {
      parentOf.set(category.id, category.parentId);
    }
  });
  categories.forEach((category, index) => {
    const pointer = `${ROOT}/categories/${index}/parentId`;
    if (category.parentId !== 0 && !parentOf.has(category.parentId)) {
      problems.push(problem(pointer, `names category ${category.parentId}, which is not in the catalogue`));
      return;
    }
    const cycle = cycleFrom(category.id, parentOf);
    if (cycle) problems.push(problem(pointer, `forms a cycle of categories: ${cycle.join(" -> ")}`));
  });
  return problems;
}

/** The ids of the cycle `id` is part of (ending where it started), or undefined when its ancestors reach the root. */
function cycleFrom(id: number, parentOf: ReadonlyMap<number, number>): number[] | undefined {
  const trail = [id];
  const seen = new Set(trail);
  let current = parentOf.get(id);
  while (current !== undefined && current !== 0) {
    if (current === id) return [...trail, id];
    if (seen.has(current)) return undefined; // a cycle above this category: reported on its own members
    trail.push(current);
    seen.add(current);
    current = parentOf.get(current);
  }
  return undefined;
}

/**
 * A claim on values that must be unique across the catalogue, compared by `keyOf`: a value claimed before is a
 * problem at its pointer naming the first; an absent value claims nothing.
 */
function uniqueClaims(
  what: string,
  problems: ShopDocumentProblem[],
  keyOf: (value: string) => string,
): (value: string | undefined, pointer: string) => void {
  const firstAt = new Map<string, string>();
  return (value, pointer) => {
    if (value === undefined) return;
    const first = firstAt.get(keyOf(value));
    if (first) problems.push(problem(pointer, `duplicates ${what} ${value} (first at ${first})`));
    else firstAt.set(keyOf(value), pointer);
  };
}

function productProblems({ categories, products }: CatalogueDocument): ShopDocumentProblem[] {
  const problems: ShopDocumentProblem[] = [];
  const categoryIds = new Set(categories.map((category) => category.id));
  const claimUuid = uniqueClaims("uuid", problems, (uuid) => uuid.toLowerCase());
  const claimSku = uniqueClaims("sku", problems, (sku) => sku);

  products.forEach((product, index) => {
    const at = `${ROOT}/products/${index}`;
    claimUuid(product.uuid, `${at}/uuid`);
    claimSku(product.sku, `${at}/sku`);
    product.categoryIds.forEach((id, position) => {
      if (!categoryIds.has(id)) {
        problems.push(problem(`${at}/categoryIds/${position}`, `names category ${id}, which is not in the catalogue`));
      }
    });
    problems.push(...tierProblems(product.priceTiers, `${at}/priceTiers`));
    problems.push(...orderLimitProblems(product.minOrder, product.maxOrder, at));

    const variantIds = new Set<number>();
    (product.variants ?? []).forEach((variant, position) => {
      const variantAt = `${at}/variants/${position}`;
      claimUuid(variant.uuid, `${variantAt}/uuid`);
      claimSku(variant.sku, `${variantAt}/sku`);
      if (variantIds.has(variant.id)) {
        problems.push(problem(`${variantAt}/id`, `duplicates variant id ${variant.id} of this product`));
      }
      variantIds.add(variant.id);
      problems.push(...tierProblems(variant.priceTiers, `${variantAt}/priceTiers`));
      problems.push(...orderLimitProblems(variant.minOrder, variant.maxOrder, variantAt));
    });
  });
  return problems;
}

function tierProblems(tiers: PriceTier[] | undefined, pointer: string): ShopDocumentProblem[] {
  return (tiers ?? []).flatMap((tier, index) =>
    tier.quantity_max !== null && tier.quantity_max < tier.quantity_min
      ? [
          problem(
            `${pointer}/${index}/quantity_max`,
            `must be at least quantity_min (${tier.quantity_min}), or null for no upper bound`,
          ),
        ]
      : [],
  );
}

function orderLimitProblems(
  minOrder: number | undefined,
  maxOrder: number | null | undefined,
  pointer: string,
): ShopDocumentProblem[] {
  const min = minOrder ?? 1;
  return maxOrder !== null && maxOrder !== undefined && maxOrder < min
    ? [problem(`${pointer}/maxOrder`, `must be at least minOrder (${min}), or null for no limit`)]
    : [];
}

function blogProblems({ blogs }: CatalogueDocument): ShopDocumentProblem[] {
  const ids = new Set<number>();
  const problems: ShopDocumentProblem[] = [];
  blogs.forEach((blog, index) => {
    if (ids.has(blog.id)) problems.push(problem(`${ROOT}/blogs/${index}/id`, `duplicates blog id ${blog.id}`));
    ids.add(blog.id);
  });
  return problems;
}
