import type { z } from "zod";
import type { FlexiformSetting, FormSubmitRequest, FormSubmitResponse, PageNode } from "~/generated/schemas";
import { type FlexiformProblem, flexiformProblemOf, flexiformSchema } from "~/lib/flexiform";
import { withShop } from "../../db/shopScope";
import { ApiError, type ApiFieldError, invalidRequest } from "../http/apiError";
import { jsonBodyLimit } from "../http/bodyLimit";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { Keyed, shopRoutes } from "../http/shopRoutes";
import { pagePathOf } from "../pages/service";
import { findPage } from "../pages/repo";
import type { ShopResolver } from "../tenancy/shopCache";
import { insertFormSubmission } from "./repo";

/** What each problem of src/lib/flexiform.ts means, for API clients. */
const PROBLEM_TEXTS: Record<FlexiformProblem, string> = {
  required: "is required",
  invalid: "is not a value this field takes",
  tooShort: "is shorter than the field's minimum length",
  tooLong: "is longer than the field's maximum length",
  tooSmall: "is below the field's minimum",
  tooLarge: "is above the field's maximum",
  number: "is not a number",
  email: "is not an email address",
  pattern: "does not match the field's pattern",
  option: "is not one of the field's options",
};

/**
 * POST /forms/submit (ours; §7 form_submission): a flexiform's values. The form is the flexiform node `ukey` of the
 * shop's stored page `path` in the request's language (lang, else X-Page-Lang); its values are checked with the
 * same zod schema the browser used, built from that node's fields (src/lib/flexiform.ts), and stored with the text
 * trimmed. 400 INVALID_REQUEST names each wrong field as values.<name>; 404 FORM_NOT_FOUND when there is no such
 * form. A body is JSON, so a cross-site page cannot send one without a CORS preflight, which this API never grants.
 */
export function formRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const { db } = deps;
  const api = shopRoutes(deps, resolveShop);
  api.routes.use("/forms/*", jsonBodyLimit());

  api.post<FormSubmitRequest, FormSubmitRequest & { pagePath: string }, FormSubmitResponse["data"]>("/forms/submit", {
    schema: "api/form-submit-request.schema.json",
    parse: (body) => ({ ...body, pagePath: pagePathOf(body.path) }),
    status: 201,
    headers: { "Cache-Control": NO_STORE },
    async handle({ input, shop, lang }) {
      const contentLang = lang();
      const id = await withShop(db, shop.id, async (trx) => {
        const page = await findPage(trx, shop.id, input.pagePath, contentLang);
        const form = page && findFlexiform(page.pageComponent.children, input.ukey);
        if (!form) throw new ApiError(404, "FORM_NOT_FOUND", `Form not found: ${input.ukey} on ${input.pagePath}`);
        const checked = flexiformSchema(form.fields).safeParse(input.values);
        if (!checked.success) throw invalidRequest(checked.error.issues.flatMap(fieldErrorsOf));
        const submission = { pagePath: input.pagePath, formUkey: input.ukey, lang: contentLang, values: checked.data };
        return insertFormSubmission(trx, shop.id, submission);
      });
      return new Keyed("FORM_SUBMITTED", { id });
    },
  });

  return api.routes;
}

/** The setting of the flexiform node `ukey` in a stored tree (validated, defaults applied, at import). */
function findFlexiform(nodes: readonly PageNode[], ukey: string): FlexiformSetting | undefined {
  for (const node of nodes) {
    if (node.ukey === ukey)
      return node.kind === "flexiform" ? ((node.setting ?? node.info) as FlexiformSetting) : undefined;
    const found = findFlexiform(node.children ?? [], ukey);
    if (found) return found;
  }
  return undefined;
}

/** A zod issue as field errors named values.<field> (an unknown key names itself). */
function fieldErrorsOf(issue: z.core.$ZodIssue): ApiFieldError[] {
  const fields = issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".")];
  const problem = flexiformProblemOf(issue.message);
  return fields.map((name) => {
    const field = name ? `values.${name}` : "values";
    return {
      field,
      message: `${field} ${issue.code === "unrecognized_keys" ? "is not a field of this form" : PROBLEM_TEXTS[problem]}`,
    };
  });
}
