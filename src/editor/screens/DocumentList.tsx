import { useCallback, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { callOwnerApi, OwnerApiProblem } from "../api/ownerClient";
import type { DocumentSummary, OwnedShop } from "../api/ownerTypes";

/** A shop's documents: its pages by path with their state, the header, footer and settings; create and delete pages. */
export function DocumentList({ shop }: { shop: OwnedShop }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const load = useCallback(
    () => callOwnerApi<DocumentSummary[]>(`/shops/${shop.id}/documents`).then(({ data }) => setDocuments(data)),
    [shop.id],
  );
  useEffect(() => void load(), [load]);

  const create = async (path: string) => {
    setRefusal(null);
    try {
      const { data } = await callOwnerApi<{ id: string }>(`/shops/${shop.id}/documents`, {
        method: "POST",
        body: { type: "page", path },
      });
      navigate(`/shops/${shop.id}/edit/${data.id}`);
    } catch (error) {
      setRefusal(error instanceof OwnerApiProblem ? error.message : String(error));
    }
  };
  const remove = async (document: DocumentSummary) => {
    if (!confirm(intl.formatMessage({ id: "editor.documents.confirmDelete" }, { path: document.path }))) return;
    await callOwnerApi(`/shops/${shop.id}/documents/${document.id}`, { method: "DELETE" });
    await load();
  };

  if (!documents) return null;
  const pages = documents.filter((document) => document.type === "page");
  const home = pages.find((page) => page.path === "/") ?? pages[0];
  const parts = documents.filter((document) => document.type !== "page");
  return (
    <main className="editor-narrow">
      <p>
        <Link to="/">
          <FormattedMessage id="editor.documents.back" />
        </Link>
      </p>
      <h1>{shop.name}</h1>
      <h2>
        <FormattedMessage id="editor.documents.pages" />
      </h2>
      <ul className="editor-list" aria-label={intl.formatMessage({ id: "editor.documents.pages" })}>
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={`/shops/${shop.id}/edit/${page.id}`}>{page.path}</Link> <DocumentState document={page} />
            {shop.role === "owner" && page.path !== "/" && (
              <button type="button" className="editor-quiet" onClick={() => void remove(page)}>
                <FormattedMessage id="editor.documents.delete" values={{ path: page.path }} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <NewPage onCreate={create} refusal={refusal} />
      <h2>
        <FormattedMessage id="editor.documents.zones" />
      </h2>
      <ul className="editor-list">
        {parts.map((part) => (
          <li key={part.id}>
            <Link
              to={
                part.type === "settings"
                  ? `/shops/${shop.id}/settings/${part.id}`
                  : `/shops/${shop.id}/edit/${home?.id}`
              }
            >
              <FormattedMessage id={`editor.documents.${part.type}`} />
            </Link>{" "}
            <DocumentState document={part} />
          </li>
        ))}
      </ul>
    </main>
  );
}

function DocumentState({ document }: { document: DocumentSummary }) {
  return (
    <span className="editor-muted">
      <FormattedMessage
        id={
          document.draftVersion === document.publishedVersion ? "editor.documents.published" : "editor.documents.draft"
        }
      />
      {document.problems > 0 && (
        <>
          {" · "}
          <span className="editor-problem-count">
            <FormattedMessage id="editor.documents.problems" values={{ count: document.problems }} />
          </span>
        </>
      )}
    </span>
  );
}

function NewPage({ onCreate, refusal }: { onCreate(path: string): Promise<void>; refusal: string | null }) {
  const [path, setPath] = useState("/");
  return (
    <form
      className="editor-form editor-inline"
      onSubmit={(event) => {
        event.preventDefault();
        void onCreate(path.trim());
      }}
    >
      <label htmlFor="new-page-path">
        <FormattedMessage id="editor.documents.newPath" />
      </label>
      <input id="new-page-path" value={path} onChange={(event) => setPath(event.target.value)} />
      <button type="submit">
        <FormattedMessage id="editor.documents.create" />
      </button>
      <p role="alert" className="editor-refusal">
        {refusal}
      </p>
    </form>
  );
}
