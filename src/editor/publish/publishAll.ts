import { callOwnerApi, OwnerApiProblem } from "../api/ownerClient";
import type { DocumentProblem } from "../api/ownerTypes";
import type { DraftDocument } from "../draft/DraftDocument";

/** Drafts edited together and published together: a page with its header and footer, or the shop settings. */
export interface Publishable {
  docs: Readonly<Record<string, DraftDocument>>;
  /** The saved drafts' problems: publishing is refused while there are any. */
  serverProblems: readonly unknown[];
  /** Every draft saved, or the first failure. */
  flush(): Promise<void>;
}

export type PublishOutcome =
  | { status: "published" }
  | { status: "refused"; problems: DocumentProblem[] }
  | { status: "forbidden" }
  | { status: "failed"; message: string };

/**
 * Publishes the page, header and footer drafts that differ from what shoppers see, after saving the edits: each is
 * one transaction on the server, which refuses a draft with problems (422) or from an editor (403).
 */
export async function publishAll(session: Publishable): Promise<PublishOutcome> {
  try {
    await session.flush();
    for (const doc of Object.values(session.docs)) {
      if (doc.version === doc.publishedVersion) continue;
      const { data } = await callOwnerApi<{ publishedVersion: number }>(
        `/shops/${doc.shopId}/documents/${doc.id}/publish`,
        { method: "POST", body: { version: doc.version } },
      );
      doc.settle(doc.version, data.publishedVersion);
    }
    return { status: "published" };
  } catch (error) {
    if (error instanceof OwnerApiProblem && error.status === 422) {
      return { status: "refused", problems: (error.body.problems as DocumentProblem[] | undefined) ?? [] };
    }
    if (error instanceof OwnerApiProblem && error.status === 403) return { status: "forbidden" };
    return { status: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}
