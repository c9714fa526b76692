import type { ValidateFunction } from "ajv";
import type { BaseData, Blog, Category, PageData, Product } from "~/generated/schemas";
import { createAjv, formatAjvErrors, schemaId } from "~/schemas/ajv";
import { badAnswer } from "./upstream";

/** The data of each shop API answer the loaders read, checked against its schema of schemas/api. */
export interface AnswerChecks {
  page(data: unknown): PageData;
  base(data: unknown): BaseData;
  products(data: unknown): Product[];
  categories(data: unknown): Category[];
  blogs(data: unknown): Blog[];
}

/**
 * Over HTTP the API's answers are checked before a loader reads them (the in-process answers are ours, and are not):
 * an answer of the wrong shape is a 502 UpstreamFault, shown as the error page, never a crash in a loader.
 */
export function createAnswerChecks(): AnswerChecks {
  const ajv = createAjv({ checkOnly: true });
  function check<T>(response: string): (data: unknown) => T {
    const validate: ValidateFunction = ajv.compile({ $ref: `${schemaId(`api/${response}`)}#/properties/data` });
    return (data) => {
      if (validate(data)) return data as T;
      const [first] = formatAjvErrors(validate.errors, "/data");
      throw badAnswer(`${response}: ${first?.message ?? "invalid"}`);
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
