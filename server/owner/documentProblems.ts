import { isRecord } from "~/lib/isRecord";
import type { ErrorObject } from "ajv";
import type { BaseData } from "~/generated/schemas";
import localizeThai from "ajv-i18n/localize/th";
import { screenMeta } from "~/lib/refusedMeta";
import { byteBudget, DOCUMENT_JSON_DEPTH, valueLimitProblems } from "~/renderer/documentLimits";
import { DOCUMENT_CONTENT_BYTES } from "./bodyLimits";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { type NodeProblem, normalizeTree } from "~/renderer/normalizeTree";
import { baseDataTrees, type NodeTreeAt } from "~/renderer/validatePayload";
import { createAjv, formatAjvErrors, schemaId } from "~/schemas/ajv";
import type { ContentLang, OwnerDocumentType } from "../db/schema";
import { basePartOf, settingsAsBase, ZONE_FIELD } from "./baseParts";
import type { DocumentProblem } from "./ownerApiError";
import { thaiProblemMessage } from "./thaiProblemMessages";

export const CONTENT_LANGS = ["th", "en"] as const satisfies readonly ContentLang[];

const ajv = createAjv();
const validators: Partial<Record<ContentLang, Promise<NodeValidator>>> = {};
const validatorFor = (lang: ContentLang) =>
  (validators[lang] ??= createNodeValidator(undefined, lang === "th" ? { localize: localizeThai } : {}));

/**
 * Every problem of a document's content, through the pipeline shoppers' pages go through (document limits, the
 * schemas, then each node tree: registry, migrations, defaults, setting schemas; a page's head screened as at
 * import), each with its language, its JSON pointer in the content, its node, and a message in `messageLang`.
 */
export async function documentProblems(
  type: OwnerDocumentType,
  content: unknown,
  messageLang: ContentLang,
): Promise<DocumentProblem[]> {
  const say = (english: string, thai: string) => (messageLang === "th" ? thai : english);
  if (!isRecord(content)) {
    return [problemAt("/th", say("the content must be an object with th and en", "เนื้อหาต้องเป็นออบเจ็กต์ที่มี th และ en"))];
  }
  const limits = valueLimitProblems(content, "", DOCUMENT_JSON_DEPTH, byteBudget(DOCUMENT_CONTENT_BYTES, "document"));
  if (limits.length > 0) return limits.map((limit) => problemAt(limit.pointer, limit.message));
  const validator = await validatorFor(messageLang);
  const problems: DocumentProblem[] = Object.keys(content)
    .filter((key) => !(CONTENT_LANGS as readonly string[]).includes(key))
    .map((key) => problemAt(`/${key}`, say("is not a language: th or en", "ไม่ใช่ภาษา: ต้องเป็น th หรือ en")));
  for (const lang of CONTENT_LANGS) {
    const part = content[lang];
    if (!isRecord(part)) {
      problems.push(problemAt(`/${lang}`, say("is required (an object)", "ต้องมี (เป็นออบเจ็กต์)")));
      continue;
    }
    const { schema, data, trees, extra } = checkPlan(type, part, `/${lang}`, say);
    problems.push(...extra, ...schemaProblems(schema, data, `/${lang}`, trees, messageLang));
    for (const tree of trees) problems.push(...treeProblems(tree, validator, messageLang));
  }
  return problems;
}

type Say = (english: string, thai: string) => string;

/** What to check of one language's content: the schema, the data it checks, the node trees, and the type's own rules. */
function checkPlan(type: OwnerDocumentType, part: Record<string, unknown>, prefix: string, say: Say) {
  if (type === "page") {
    const head = isRecord(part.pageHead) ? part.pageHead : {};
    const extra = screenMeta(head).refused.map((refused) =>
      problemAt(`${prefix}/pageHead${refused.pointer}`, refused.message),
    );
    const children = isRecord(part.pageComponent) ? part.pageComponent.children : undefined;
    const trees: NodeTreeAt[] = [{ pointer: `${prefix}/pageComponent/children`, children, zone: "page" }];
    return { schema: "page-content.schema.json", data: part, trees, extra };
  }
  if (type === "header" || type === "footer") {
    const trees: NodeTreeAt[] = [{ pointer: `${prefix}/children`, children: part.children, zone: type }];
    return { schema: "common.schema.json#/definitions/zone", data: part, trees, extra: [] };
  }
  // settings: checked as base data around empty zones (the header and footer are documents of their own)
  const extra = Object.values(ZONE_FIELD)
    .filter((field) => field in part)
    .map((field) =>
      problemAt(`${prefix}/${field}`, say("belongs to the header or footer document", "อยู่ในเอกสารส่วนหัวหรือส่วนท้าย")),
    );
  return {
    schema: "base.schema.json",
    data: settingsAsBase(part),
    trees: baseDataTrees(part, prefix).filter((tree) => tree.zone === "page"),
    extra,
  };
}

function schemaProblems(
  schema: string,
  data: object,
  prefix: string,
  trees: NodeTreeAt[],
  messageLang: ContentLang,
): DocumentProblem[] {
  const validate = ajv.getSchema(schemaId(schema));
  if (!validate) throw new Error(`${schema} is not registered`);
  if (validate(structuredClone(data))) return [];
  const errors = structuredClone(validate.errors ?? []) as ErrorObject[];
  if (messageLang === "th") localizeThai(errors);
  const inTree = (pointer: string) =>
    trees.some((tree) => pointer === tree.pointer || pointer.startsWith(`${tree.pointer}/`));
  return formatAjvErrors(errors, prefix, { localized: messageLang === "th" })
    .map(({ field, message }) => problemAt(field, message.slice(field.length + 1)))
    .filter(
      (problem) => !inTree(problem.pointer) && !/^\/(th|en)\/(headerZone|footerZone)(\/|$)/.test(problem.pointer),
    );
}

function treeProblems(tree: NodeTreeAt, validator: NodeValidator, messageLang: ContentLang): DocumentProblem[] {
  const { problems } = normalizeTree(tree.children, validator, {
    pointer: tree.pointer,
    zone: tree.zone,
    keepInvalid: false,
  });
  return problems.flatMap((problem) => nodeProblemsOf(problem, messageLang));
}

function nodeProblemsOf(problem: NodeProblem, messageLang: ContentLang): DocumentProblem[] {
  const node = { kind: problem.kind ?? null, ukey: problem.ukey ?? null };
  if (problem.fieldErrors) {
    return problem.fieldErrors.map((field) => ({ ...problemAt(field.pointer, field.detail), ...node }));
  }
  const framing = messageLang === "th" ? thaiProblemMessage(problem.message) : problem.message;
  return [{ ...problemAt(problem.pointer, [framing, ...problem.errors].join("; ")), ...node }];
}

function problemAt(pointer: string, message: string): DocumentProblem {
  const lang = /^\/en(\/|$)/.test(pointer) ? "en" : "th";
  return { lang, pointer, kind: null, ukey: null, message };
}

/** A valid document's content with its schema defaults applied, as the import stores shop documents. */
export function withSchemaDefaults(
  type: OwnerDocumentType,
  content: Record<ContentLang, object>,
): Record<ContentLang, object> {
  const schema =
    type === "page"
      ? "page-content.schema.json"
      : type === "settings"
        ? "base.schema.json"
        : "common.schema.json#/definitions/zone";
  const validate = ajv.getSchema(schemaId(schema));
  if (!validate) throw new Error(`${schema} is not registered`);
  const defaulted = (part: object) => {
    const data = structuredClone(type === "settings" ? settingsAsBase(part) : part);
    validate(data);
    return type === "settings" ? basePartOf(data as BaseData, "settings") : data;
  };
  return { th: defaulted(content.th), en: defaulted(content.en) };
}
