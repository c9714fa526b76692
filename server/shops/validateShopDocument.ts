import type { ShopDocument } from "~/generated/schemas";
import { byteBudget, DOCUMENT_JSON_DEPTH, DOCUMENT_LIMITS, valueLimitProblems } from "~/renderer/documentLimits";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { screenMeta } from "~/lib/refusedMeta";
import { normalizeTree } from "~/renderer/normalizeTree";
import { baseDataTrees, type NodeTreeAt } from "~/renderer/validatePayload";
import { createAjv, formatAjvErrors, schemaId } from "~/schemas/ajv";
import { isExactOrigin } from "../config";
import { ShopDocumentError, type ShopDocumentProblem } from "./shopDocumentError";
import { catalogueProblems } from "./validateCatalogue";
import { couponProblems } from "./validateCoupons";

/**
 * Checks a shop document against DOCUMENT_LIMITS (first, so nothing deeper or larger reaches the schema validator),
 * against shop-document.schema.json, then that page paths are unique, that every zone and page tree holds only
 * valid nodes, within the limits, that the catalogue is consistent (validateCatalogue) and the coupons (validateCoupons). Returns a validated
 * copy (schema defaults applied); throws ShopDocumentError listing every problem by JSON pointer.
 */
export async function validateShopDocument(document: unknown): Promise<ShopDocument> {
  const budget = byteBudget(DOCUMENT_LIMITS.documentBytes, "document");
  const limitProblems = valueLimitProblems(document, "", DOCUMENT_JSON_DEPTH, budget);
  if (limitProblems.length > 0) throw new ShopDocumentError(limitProblems);
  const copy: unknown = structuredClone(document);
  const validate = createAjv().getSchema(schemaId("shop-document.schema.json"));
  if (!validate) throw new Error("shop-document.schema.json is not registered");
  if (!validate(copy)) {
    throw new ShopDocumentError(
      formatAjvErrors(validate.errors).map((error) => ({ pointer: error.field, message: error.message })),
    );
  }
  const shopDocument = copy as ShopDocument;
  const problems = [
    ...duplicatePaths(shopDocument),
    ...inexactEditorOrigins(shopDocument),
    ...refusedMetaNames(shopDocument),
    ...nodeProblems(shopDocument, await createNodeValidator()),
    ...catalogueProblems(shopDocument.catalogue),
    ...couponProblems(shopDocument.coupons),
  ];
  if (problems.length > 0) throw new ShopDocumentError(problems);
  return shopDocument;
}

function duplicatePaths(document: ShopDocument): ShopDocumentProblem[] {
  const seen = new Set<string>();
  const problems: ShopDocumentProblem[] = [];
  document.pages.forEach((page, index) => {
    if (seen.has(page.path)) {
      problems.push({
        pointer: `/pages/${index}/path`,
        message: `/pages/${index}/path duplicates page path "${page.path}"`,
      });
    }
    seen.add(page.path);
  });
  return problems;
}

/** The schema's pattern lets through what browsers would write otherwise (a default port): frame-ancestors compares exactly. */
function inexactEditorOrigins(document: ShopDocument): ShopDocumentProblem[] {
  return (document.shop.editorOrigins ?? []).flatMap((origin, index) => {
    if (isExactOrigin(origin)) return [];
    const pointer = `/shop/editorOrigins/${index}`;
    return [{ pointer, message: `${pointer}: "${origin}" is not an exact origin such as https://editor.example` }];
  });
}

/** A page's meta_manual may not set a name that changes security behaviour (src/lib/refusedMeta.ts). */
function refusedMetaNames(document: ShopDocument): ShopDocumentProblem[] {
  return document.pages.flatMap((page, index) =>
    (["th", "en"] as const).flatMap((lang) =>
      screenMeta(page[lang].pageHead).refused.map((refused) => {
        const pointer = `/pages/${index}/${lang}/pageHead${refused.pointer}`;
        return { pointer, message: `${pointer}: ${refused.message}` };
      }),
    ),
  );
}

function nodeProblems(document: ShopDocument, validator: NodeValidator): ShopDocumentProblem[] {
  const trees: NodeTreeAt[] = [];
  for (const lang of ["th", "en"] as const) {
    trees.push(...baseDataTrees(document.base[lang], `/base/${lang}`));
  }
  document.pages.forEach((page, index) => {
    for (const lang of ["th", "en"] as const) {
      const pointer = `/pages/${index}/${lang}/pageComponent/children`;
      trees.push({ pointer, children: page[lang].pageComponent.children, zone: "page" });
    }
  });

  return trees.flatMap(({ pointer, children, zone }) =>
    normalizeTree(children, validator, { pointer, zone, keepInvalid: false }).problems.map((problem) => ({
      pointer: problem.pointer,
      message: [`${problem.pointer}: ${problem.message}`, ...problem.errors].join("; "),
    })),
  );
}
