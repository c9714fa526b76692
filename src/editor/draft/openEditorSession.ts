import { callOwnerApi } from "../api/ownerClient";
import type { DocumentDetail, DocumentSummary } from "../api/ownerTypes";
import { DraftDocument } from "./DraftDocument";
import { EditorSession } from "./EditorSession";

/** What the editing screen opens with: the page's session (page, header, footer drafts) and a drafts preview token. */
export interface OpenedSession {
  session: EditorSession;
  previewToken: string;
}

/** Loads a page's draft with the shop's header and footer drafts, and mints the frame's preview token. */
export async function openEditorSession(shopId: number, pageId: string): Promise<OpenedSession> {
  const base = `/shops/${shopId}/documents`;
  const { data: list } = await callOwnerApi<DocumentSummary[]>(base);
  const idOf = (type: "header" | "footer") => {
    const found = list.find((document) => document.type === type);
    if (!found) throw new Error(`the shop has no ${type} document`);
    return found.id;
  };
  const load = (id: string) =>
    callOwnerApi<DocumentDetail>(`${base}/${id}`).then(({ data }) => new DraftDocument(shopId, data));
  const [page, header, footer, token] = await Promise.all([
    load(pageId),
    load(idOf("header")),
    load(idOf("footer")),
    callOwnerApi<{ token: string }>(`/shops/${shopId}/preview`, { method: "POST" }),
  ]);
  return { session: new EditorSession({ page, header, footer }), previewToken: token.data.token };
}
