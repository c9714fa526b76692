import { observer } from "mobx-react-lite";
import type { ReactNode } from "react";
import { Message } from "~/i18n/Message";
import { useRouteLoaderData } from "react-router";
import { NodeTree } from "~/renderer/NodeTree";
import type { PageLayout } from "~/lib/pageLayout";
import { usePreviewView } from "~/preview/previewView";
import type { RootData } from "../loaders/root.server";

/**
 * The page inside its layout (§2): the header zone and footer zone around it, as the page's layout says (in a live
 * preview, the zones the editor replaced).
 */
export const ZoneLayout = observer(function ZoneLayout({
  layout,
  children,
}: {
  layout: PageLayout;
  children: ReactNode;
}) {
  const root = useRouteLoaderData<RootData>("root");
  const preview = usePreviewView();
  const showProblems = root?.showProblems ?? false;
  return (
    <div className={`layout-${layout.name}`}>
      {layout.header && (
        <a className="skip-link" href="#main">
          <Message id="common.skipToContent" />
        </a>
      )}
      {layout.header && root && (
        <header className="zone-header">
          <NodeTree nodes={preview?.zone("header") ?? root.header} showProblems={showProblems} />
        </header>
      )}
      <main id="main">{children}</main>
      {layout.footer && root && (
        <footer className="zone-footer">
          <NodeTree nodes={preview?.zone("footer") ?? root.footer} showProblems={showProblems} />
        </footer>
      )}
    </div>
  );
});
