import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";

/** The most JSON a document's content may hold: both languages of a page at the stored page limit. */
export const DOCUMENT_CONTENT_BYTES = 2 * DOCUMENT_LIMITS.storedPageBytes;

/** A draft's body: its content at the document limit, and the envelope around it. */
export const DRAFT_BODY_BYTES = DOCUMENT_CONTENT_BYTES + 64 * 1024;

/** A JSON body other than a document's content: a sign-in, a new page, a publish. */
export const SMALL_BODY_BYTES = 16 * 1024;

/** An image upload (issue 23: at most 10 MB). */
export const MEDIA_BODY_BYTES = 10 * 1000 * 1000;

/** What the front lets through to /api/owner/* before any route reads it: the largest of the above. */
export const OWNER_BODY_BYTES_AT_MOST = Math.max(DRAFT_BODY_BYTES, MEDIA_BODY_BYTES);
