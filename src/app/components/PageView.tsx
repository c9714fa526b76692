import { observer } from "mobx-react-lite";
import { useRouteLoaderData } from "react-router";
import { usePreviewView } from "~/preview/previewView";
import { NodeTree } from "~/renderer/NodeTree";
import { PageDataProvider } from "~/renderer/pageData";
import { ZoneLayout } from "../layouts/ZoneLayout";
import type { PageLoaderData } from "../loaders/page.server";
import type { RootData } from "../loaders/root.server";
import { PageHead } from "./PageHead";

/**
 * A page of the page pipeline: its head, its layout and its component tree; in a live preview, what the editor
 * replaced of them.
 */
export const PageView = observer(function PageView({ page }: { page: PageLoaderData }) {
  const root = useRouteLoaderData<RootData>("root");
  const replaced = usePreviewView()?.pageFor(page.path);
  const catalogue = replaced?.catalogue ?? page.catalogue;
  const { path, search, otherData } = page;
  const pageData = { path, search, otherData, catalogue };
  return (
    <>
      <PageHead
        head={replaced?.head ?? page.head}
        siteName={root?.shop?.name}
        shopHead={root?.shop?.webHead}
        canonical={page.canonical}
        alternates={page.alternates}
        share={page.share}
        links={page.links}
      />
      <PageDataProvider value={pageData}>
        <ZoneLayout layout={replaced?.layout ?? page.layout}>
          <NodeTree nodes={replaced?.nodes ?? page.nodes} showProblems={root?.showProblems ?? false} />
        </ZoneLayout>
      </PageDataProvider>
    </>
  );
});
