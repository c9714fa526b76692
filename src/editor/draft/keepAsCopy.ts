import { callOwnerApi, OwnerApiProblem } from "../api/ownerClient";
import type { DraftDocument } from "./DraftDocument";

/** How many `-copy`, `-copy-2`… paths are tried before giving up. */
const MAX_COPIES = 20;

/**
 * Settles a page's conflict without losing either side: this browser's edits become a new page (its path with
 * `-copy`, the home page's `/home-copy`), and the page takes the version someone else saved. Resolves with the
 * copy's id and path.
 */
export async function keepAsCopy(doc: DraftDocument): Promise<{ id: string; path: string }> {
  const mine = doc.content;
  const base = `${doc.path === "/" || !doc.path ? "/home" : doc.path}-copy`;
  const documents = `/shops/${doc.shopId}/documents`;
  for (let attempt = 1; attempt <= MAX_COPIES; attempt++) {
    const path = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      const { data } = await callOwnerApi<{ id: string }>(documents, { method: "POST", body: { type: "page", path } });
      await callOwnerApi(`${documents}/${data.id}`, {
        method: "PUT",
        body: { content: mine },
        headers: { "If-Match": '"1"' },
      });
      await doc.resolveConflict("theirs");
      return { id: data.id, path };
    } catch (error) {
      if (!(error instanceof OwnerApiProblem && error.status === 409)) throw error;
    }
  }
  throw new Error(`${base} … ${base}-${MAX_COPIES} are all taken`);
}
