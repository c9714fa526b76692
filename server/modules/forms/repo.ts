import type { Kysely } from "kysely";
import type { ContentLang, Database } from "../../db/schema";

/** A checked flexiform submission, as it is stored. */
export interface NewFormSubmission {
  pagePath: string;
  formUkey: string;
  lang: ContentLang;
  values: Record<string, string | boolean | undefined>;
}

/** Stores a submission for the shop; returns its id. */
export async function insertFormSubmission(
  db: Kysely<Database>,
  shopId: number,
  submission: NewFormSubmission,
): Promise<string> {
  const row = await db
    .insertInto("form_submissions")
    .values({
      shop_id: shopId,
      page_path: submission.pagePath,
      form_ukey: submission.formUkey,
      lang: submission.lang,
      values: JSON.stringify(submission.values),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
