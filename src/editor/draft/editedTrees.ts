import type { DocumentContent } from "../api/ownerTypes";
import type { EditedTrees, EditorLang, PageNode } from "../contracts";

/** The three documents a page is edited with: the page, and the header and footer zones every page shows. */
export interface EditedContents {
  page: DocumentContent;
  header: DocumentContent;
  footer: DocumentContent;
}

/** The trees the outline shows for one language, read from the documents' content. */
export function treesOf(contents: EditedContents, lang: EditorLang): EditedTrees {
  const page = contents.page[lang]?.pageComponent as { children?: PageNode[] } | undefined;
  return {
    header: childrenOf(contents.header[lang]),
    page: page?.children ?? [],
    footer: childrenOf(contents.footer[lang]),
  };
}

/** The documents with one language's trees replaced; a document whose tree did not change is kept as it was. */
export function withTrees(contents: EditedContents, lang: EditorLang, trees: EditedTrees): EditedContents {
  const before = treesOf(contents, lang);
  const zone = (name: "header" | "footer") =>
    trees[name] === before[name]
      ? contents[name]
      : { ...contents[name], [lang]: { ...contents[name][lang], children: trees[name] } };
  const pageOf = (content: Record<string, unknown> | undefined) => ({
    ...content,
    pageComponent: { ...(content?.pageComponent as object | undefined), children: trees.page },
  });
  return {
    header: zone("header"),
    footer: zone("footer"),
    page: trees.page === before.page ? contents.page : { ...contents.page, [lang]: pageOf(contents.page[lang]) },
  };
}

function childrenOf(zone: Record<string, unknown> | undefined): PageNode[] {
  return (zone?.children as PageNode[] | undefined) ?? [];
}
