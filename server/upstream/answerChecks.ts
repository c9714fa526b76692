import type { ErrorObject, ValidateFunction } from "ajv";
import type { BaseData, Blog, Category, PageData, Product } from "~/generated/schemas";
import { byteBudget, DOCUMENT_JSON_DEPTH, DOCUMENT_LIMITS, valueLimitProblems } from "~/renderer/documentLimits";
import { createAjv, formatAjvErrors, schemaId } from "~/schemas/ajv";
import { badAnswer, type UpstreamFault } from "./upstream";

/** The data of each shop API answer the loaders read, checked against its schema of schemas/api. */
export interface AnswerChecks {
  page(data: unknown): PageData;
  base(data: unknown): BaseData;
  products(data: unknown): Product[];
  categories(data: unknown): Category[];
  blogs(data: unknown): Blog[];
}

/**
 * Fields the render checks again and drops alone, as it does for data read in-process: tag ids
 * (src/tracking/tagPlan.server.ts) and JSON-LD (src/lib/ldJsonItems.ts). An answer wrong only there is used, so one
 * bad id costs the shop that tag, not the page. Pointers within the base data, or within the page.
 */
const RENDER_CHECKED_BASE = /^\/(?:scripts\/[a-z]+\/ids\/\d+|adwords\/id|adwords\/labels\/[a-z_]+|web\/stat_server)$/;
const RENDER_CHECKED_PAGE = /^\/pageHead\/ld_json(?:\/\d+)?$/;

const RENDER_CHECKED: Record<string, (pointer: string) => boolean> = {
  "page-response.schema.json": (pointer) =>
    RENDER_CHECKED_PAGE.test(pointer) || (pointer.startsWith("/base/") && RENDER_CHECKED_BASE.test(pointer.slice(5))),
  "base-response.schema.json": (pointer) => RENDER_CHECKED_BASE.test(pointer),
};

/**
 * Over HTTP the API's answers are checked before a loader reads them (the in-process answers are ours, and are not):
 * an answer of the wrong shape is a 502 UpstreamFault, shown as the error page, never a crash in a loader. The
 * document limits' depth and size are checked first, without recursion: no answer is deeper or larger than a shop
 * document may be, and ajv, which recurses, never sees one that is. `onBadAnswer` hears of each refused answer (the
 * circuit breaker counts it).
 */
export function createAnswerChecks(onBadAnswer: (fault: UpstreamFault) => void = () => undefined): AnswerChecks {
  const ajv = createAjv({ checkOnly: true });
  function check<T>(response: string): (data: unknown) => T {
    const validate: ValidateFunction = ajv.compile({ $ref: `${schemaId(`api/${response}`)}#/properties/data` });
    const renderChecked = RENDER_CHECKED[response] ?? (() => false);
    return (data) => {
      const budget = byteBudget(DOCUMENT_LIMITS.documentBytes, "answer");
      const [overLimits] = valueLimitProblems(data, "/data", DOCUMENT_JSON_DEPTH, budget);
      const fault = (what: string) => {
        const bad = badAnswer(`${response}: ${what}`);
        onBadAnswer(bad);
        return bad;
      };
      if (overLimits) throw fault(overLimits.message);
      if (validate(data) || onlyAt(validate.errors, renderChecked)) return data as T;
      throw fault(formatAjvErrors(validate.errors, "/data")[0]?.message ?? "invalid");
    };
  }
  return {
    page: check<PageData>("page-response.schema.json"),
    base: check<BaseData>("base-response.schema.json"),
    products: check<Product[]>("products-response.schema.json"),
    categories: check<Category[]>("categories-response.schema.json"),
    blogs: check<Blog[]>("blogs-response.schema.json"),
  };
}

/** Every error (ajv reports all of them) is at a pointer `allowed` names. */
function onlyAt(errors: readonly ErrorObject[] | null | undefined, allowed: (pointer: string) => boolean): boolean {
  return (errors ?? []).length > 0 && (errors ?? []).every((error) => allowed(error.instancePath));
}
