import { useRouteLoaderData } from "react-router";
import { NodeTree } from "~/renderer/NodeTree";
import { PageDataProvider } from "~/renderer/pageData";
import { ZoneLayout } from "../layouts/ZoneLayout";
import type { PageLoaderData } from "../loaders/page.server";
import type { RootData } from "../loaders/root.server";
import { PageHead } from "./PageHead";

/** A page of the page pipeline: its head, its layout and its component tree. */
export function PageView({ page }: { page: PageLoaderData }) {
  const root = useRouteLoaderData<RootData>("root");
  return (
    <>
      <PageHead
        head={page.head}
        siteName={root?.shop?.name}
        shopHead={root?.shop?.webHead}
        canonical={page.canonical}
        alternates={page.alternates}
      />
      <PageDataProvider
        value={{ path: page.path, search: page.search, otherData: page.otherData, catalogue: page.catalogue }}
      >
        <ZoneLayout layout={page.layout}>
          <NodeTree nodes={page.nodes} showProblems={root?.showProblems ?? false} />
        </ZoneLayout>
      </PageDataProvider>
    </>
  );
}
