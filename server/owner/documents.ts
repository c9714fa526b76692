import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { jsonb } from "../db/jsonb";
import type { ContentLang, Database, OwnerDocumentType } from "../db/schema";
import { announceShopChanged } from "../db/shopChanges";
import { withShop } from "../db/shopScope";
import { recordAudit } from "./audit";
import { documentProblems, withSchemaDefaults } from "./documentProblems";
import type { OwnerGrant } from "./grant";
import { type DocumentProblem, forbidden, notFound, OwnerApiError } from "./ownerApiError";
import { pagePathProblem } from "./pagePath";
import { readPublished, removePublishedPage, writePublished } from "./publishedContent";
import { isUuid } from "~/lib/uuid";

export interface DocumentSummary {
  id: string;
  type: OwnerDocumentType;
  path?: string;
  draftVersion: number;
  publishedVersion: number | null;
  problems: number;
  updatedAt: string;
  updatedBy: string;
}

export interface DraftDocument {
  id: string;
  type: OwnerDocumentType;
  path?: string;
  version: number;
  publishedVersion: number | null;
  content: Record<ContentLang, object>;
  problems: DocumentProblem[];
}

/** Settings an editor may not change (issue 23): tags, cookie consent, payment methods. */
const OWNER_ONLY_SETTINGS = ["scripts", "adwords", "cookieConsent", "paymentMethods"] as const;

type Row = Awaited<ReturnType<typeof documentRow>>;

/** The shop's documents, made from what is published the first time they are asked for. */
export function listDocuments(db: Kysely<Database>, grant: OwnerGrant): Promise<DocumentSummary[]> {
  return withShop(db, grant.shopId, async (trx) => {
    await ensureDocuments(trx, grant.shopId);
    const rows = await trx
      .selectFrom("owner_documents")
      .selectAll()
      .where("shop_id", "=", grant.shopId)
      .orderBy(sql`CASE type WHEN 'page' THEN 1 ELSE 0 END`)
      .orderBy("type")
      .orderBy("path")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      ...(row.path === null ? {} : { path: row.path }),
      draftVersion: row.draft_version,
      publishedVersion: row.published_version,
      problems: row.problem_count,
      updatedAt: new Date(row.updated_at).toISOString(),
      updatedBy: row.updated_by,
    }));
  });
}

/** A new, empty page at `path` (a draft, not yet published): 409 when the shop has one there. */
export async function createPage(db: Kysely<Database>, grant: OwnerGrant, path: unknown): Promise<{ id: string }> {
  const problem = pagePathProblem(path);
  if (problem) throw new OwnerApiError(422, { title: "Unprocessable Content", detail: problem, field: "path" });
  const blank = (title: string) => ({ pageHead: { title }, pageComponent: { children: [] } });
  const content = { th: blank(path as string), en: blank(path as string) };
  return withShop(db, grant.shopId, async (trx) => {
    await ensureDocuments(trx, grant.shopId);
    const taken = await trx
      .selectFrom("owner_documents")
      .select("id")
      .where("shop_id", "=", grant.shopId)
      .where("path", "=", path as string)
      .executeTakeFirst();
    if (taken)
      throw new OwnerApiError(409, {
        title: "Conflict",
        detail: `a page at ${path} exists`,
        field: "path",
        id: taken.id,
      });
    const id = randomUUID();
    await trx
      .insertInto("owner_documents")
      .values({
        shop_id: grant.shopId,
        id,
        type: "page",
        path: path as string,
        draft: jsonb(content),
        draft_version: 1,
        updated_by: grant.email,
      })
      .execute();
    await recordAudit(trx, {
      shopId: grant.shopId,
      actor: grant.email,
      action: "create",
      target: `page ${path}`,
      detail: { id },
    });
    return { id };
  });
}

/** A document's draft, with its problems in `lang`. */
export async function readDraft(
  db: Kysely<Database>,
  grant: OwnerGrant,
  id: string,
  lang: ContentLang,
): Promise<DraftDocument> {
  const row = await withShop(db, grant.shopId, (trx) => documentRow(trx, grant.shopId, id));
  const content = row.draft as Record<ContentLang, object>;
  return { ...describe(row), content, problems: await documentProblems(row.type, content, lang) };
}

/**
 * Saves a draft over version `ifMatch` (412 with the current version when another save came first): an invalid
 * draft is saved too, and its problems are the answer. An editor may not change the settings' owner-only fields.
 */
export async function saveDraft(
  db: Kysely<Database>,
  grant: OwnerGrant,
  { id, ifMatch, content, lang }: { id: string; ifMatch: number; content: unknown; lang: ContentLang },
): Promise<{ version: number; problems: DocumentProblem[] }> {
  return withShop(db, grant.shopId, async (trx) => {
    const row = await documentRow(trx, grant.shopId, id, { forUpdate: true });
    assertVersion(row, ifMatch, 412);
    if (row.type === "settings" && grant.role !== "owner") assertOwnerOnlyUnchanged(row.draft, content);
    const problems = await documentProblems(row.type, content, lang);
    const version = row.draft_version + 1;
    await trx
      .updateTable("owner_documents")
      .set({
        draft: jsonb(content),
        draft_version: version,
        problem_count: problems.length,
        updated_at: sql<Date>`now()`,
        updated_by: grant.email,
      })
      .where("shop_id", "=", grant.shopId)
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      shopId: grant.shopId,
      actor: grant.email,
      action: "save",
      target: targetOf(row),
      detail: { id, version, problems: problems.length },
    });
    return { version, problems };
  });
}

/**
 * Publishes draft `version` (the latest: 409 otherwise) when it has no problem (422 with every problem otherwise):
 * in one transaction what shoppers are served, the history entry and the change notice every server purges on.
 */
export async function publish(
  db: Kysely<Database>,
  grant: OwnerGrant,
  { id, version, lang }: { id: string; version: unknown; lang: ContentLang },
): Promise<{ publishedVersion: number }> {
  if (grant.role !== "owner") throw forbidden("an editor may save drafts; publishing takes the owner role");
  if (!Number.isInteger(version))
    throw new OwnerApiError(400, {
      title: "Bad Request",
      detail: "version must be the draft's version, an integer",
      field: "version",
    });
  return withShop(db, grant.shopId, async (trx) => {
    const row = await documentRow(trx, grant.shopId, id, { forUpdate: true });
    assertVersion(row, version as number, 409);
    const content = row.draft as Record<ContentLang, object>;
    const problems = await documentProblems(row.type, content, lang);
    if (problems.length > 0) {
      throw new OwnerApiError(422, {
        title: "Unprocessable Content",
        detail: `the draft has ${problems.length} problem(s): fix them, then publish`,
        problems,
      });
    }
    await writePublished(trx, grant.shopId, {
      type: row.type,
      path: row.path,
      content: withSchemaDefaults(row.type, content),
    });
    await trx
      .updateTable("owner_documents")
      .set({ published_version: row.draft_version })
      .where("shop_id", "=", grant.shopId)
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("owner_document_versions")
      .values({
        shop_id: grant.shopId,
        document_id: id,
        version: row.draft_version,
        content: jsonb(content),
        published_by: grant.email,
      })
      .execute();
    await recordAudit(trx, {
      shopId: grant.shopId,
      actor: grant.email,
      action: "publish",
      target: targetOf(row),
      detail: { id, version: row.draft_version },
    });
    await announceShopChanged(trx, grant.shopId); // on commit: every process drops the shop's pages and caches
    return { publishedVersion: row.draft_version };
  });
}

/** A document's published versions, newest first. */
export function listVersions(db: Kysely<Database>, grant: OwnerGrant, id: string) {
  return withShop(db, grant.shopId, async (trx) => {
    await documentRow(trx, grant.shopId, id);
    const rows = await trx
      .selectFrom("owner_document_versions")
      .select(["version", "published_at", "published_by"])
      .where("shop_id", "=", grant.shopId)
      .where("document_id", "=", id)
      .orderBy("version", "desc")
      .execute();
    return rows.map((row) => ({
      version: row.version,
      publishedAt: new Date(row.published_at).toISOString(),
      publishedBy: row.published_by,
    }));
  });
}

/** One published version's content. */
export function readVersion(db: Kysely<Database>, grant: OwnerGrant, id: string, version: number) {
  return withShop(db, grant.shopId, async (trx) => {
    await documentRow(trx, grant.shopId, id);
    const row = await versionRow(trx, grant.shopId, id, version);
    return {
      version,
      publishedAt: new Date(row.published_at).toISOString(),
      publishedBy: row.published_by,
      content: row.content,
    };
  });
}

/**
 * Copies a published version into the draft (over draft `ifMatch`, 412 otherwise), in one transaction with its audit
 * line: a new draft version, to publish.
 */
export async function restoreVersion(
  db: Kysely<Database>,
  grant: OwnerGrant,
  { id, version, ifMatch, lang }: { id: string; version: number; ifMatch: number; lang: ContentLang },
): Promise<{ version: number; problems: DocumentProblem[] }> {
  return withShop(db, grant.shopId, async (trx) => {
    const { content } = await versionRow(trx, grant.shopId, id, version);
    const saved = await saveDraft(trx, grant, { id, ifMatch, content, lang }); // in this transaction (withShop)
    const detail = { from: version, version: saved.version };
    await recordAudit(trx, { shopId: grant.shopId, actor: grant.email, action: "restore", target: id, detail });
    return saved;
  });
}

/** Deletes a page, its draft and history: shoppers get the 404 page at its path at once. Owners only. */
export async function deletePage(db: Kysely<Database>, grant: OwnerGrant, id: string): Promise<void> {
  if (grant.role !== "owner") throw forbidden("deleting a page changes the live shop: it takes the owner role");
  await withShop(db, grant.shopId, async (trx) => {
    const row = await documentRow(trx, grant.shopId, id, { forUpdate: true });
    if (row.type !== "page")
      throw new OwnerApiError(
        405,
        { title: "Method Not Allowed", detail: `the ${row.type} cannot be deleted, only pages` },
        { Allow: "GET, PUT" },
      );
    await removePublishedPage(trx, grant.shopId, row.path as string);
    await trx.deleteFrom("owner_documents").where("shop_id", "=", grant.shopId).where("id", "=", id).execute();
    await recordAudit(trx, {
      shopId: grant.shopId,
      actor: grant.email,
      action: "delete",
      target: targetOf(row),
      detail: { id },
    });
    await announceShopChanged(trx, grant.shopId);
  });
}

async function documentRow(trx: Transaction<Database>, shopId: number, id: string, { forUpdate = false } = {}) {
  await ensureDocuments(trx, shopId);
  if (!isUuid(id)) throw notFound(`no document ${id}`);
  let query = trx.selectFrom("owner_documents").selectAll().where("shop_id", "=", shopId).where("id", "=", id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`no document ${id}`);
  return row;
}

async function versionRow(trx: Transaction<Database>, shopId: number, id: string, version: number) {
  const row = await trx
    .selectFrom("owner_document_versions")
    .selectAll()
    .where("shop_id", "=", shopId)
    .where("document_id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw notFound(`document ${id} has no published version ${version}`);
  return row;
}

function describe(row: Row) {
  return {
    id: row.id,
    type: row.type,
    ...(row.path === null ? {} : { path: row.path }),
    version: row.draft_version,
    publishedVersion: row.published_version,
  };
}

const targetOf = (row: Row) => (row.type === "page" ? `page ${row.path}` : row.type);

function assertVersion(row: Row, expected: number, status: 409 | 412): void {
  if (row.draft_version === expected) return;
  throw new OwnerApiError(
    status,
    {
      title: status === 412 ? "Precondition Failed" : "Conflict",
      detail: `the draft is at version ${row.draft_version}, not ${expected}: reload it (nothing was changed)`,
      currentVersion: row.draft_version,
    },
    { ETag: `"${row.draft_version}"` },
  );
}

function assertOwnerOnlyUnchanged(draft: unknown, content: unknown): void {
  const part = (value: unknown, lang: ContentLang) =>
    ((value as Record<ContentLang, Record<string, unknown>> | null)?.[lang] ?? {}) as Record<string, unknown>;
  for (const lang of ["th", "en"] as const) {
    for (const field of OWNER_ONLY_SETTINGS) {
      if (JSON.stringify(part(draft, lang)[field]) !== JSON.stringify(part(content, lang)[field])) {
        throw forbidden(`an editor may not change ${field}: it takes the owner role`, `/${lang}/${field}`);
      }
    }
  }
}

/**
 * The shop's documents, made once from what is published (an import writes pages and base data; drafts start
 * equal to them, version 1, published). Serialised per shop, so two first requests make them once.
 */
async function ensureDocuments(trx: Transaction<Database>, shopId: number): Promise<void> {
  const any = await trx
    .selectFrom("owner_documents")
    .select("id")
    .where("shop_id", "=", shopId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await sql`SELECT pg_advisory_xact_lock(73152012, ${shopId}::integer)`.execute(trx);
  const again = await trx
    .selectFrom("owner_documents")
    .select("id")
    .where("shop_id", "=", shopId)
    .limit(1)
    .executeTakeFirst();
  if (again) return;
  for (const document of await readPublished(trx, shopId)) {
    const id = randomUUID();
    await trx
      .insertInto("owner_documents")
      .values({
        shop_id: shopId,
        id,
        type: document.type,
        path: document.path,
        draft: jsonb(document.content),
        draft_version: 1,
        published_version: 1,
        updated_by: "import",
      })
      .execute();
    await trx
      .insertInto("owner_document_versions")
      .values({
        shop_id: shopId,
        document_id: id,
        version: 1,
        content: jsonb(document.content),
        published_by: "import",
      })
      .execute();
  }
}
