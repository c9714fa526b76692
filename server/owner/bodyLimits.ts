import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";

/** The most JSON a document's content may hold: both languages of a page at the stored page limit. */
export const DOCUMENT_CONTENT_BYTES = 2 * DOCUMENT_LIMITS.storedPageBytes;

/** A draft's body: its content at the document limit, and the envelope around it. */
export const DRAFT_BODY_BYTES = DOCUMENT_CONTENT_BYTES + 64 * 1024;

/** A JSON body other than a document's content: a sign-in, a new page, a publish. */
export const SMALL_BODY_BYTES = 16 * 1024;
