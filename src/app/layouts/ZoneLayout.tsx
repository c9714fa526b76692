import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useRouteLoaderData } from "react-router";
import { NodeTree } from "~/renderer/NodeTree";
import type { RootData } from "../loaders/root.server";

export type LayoutName = "base" | "blank" | "default";

/**
 * The three layouts (§2): base = header zone, page, footer zone; default = header zone and page (checkout-like
 * screens); blank = the page alone (dev and preset sections).
 */
export function ZoneLayout({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const showProblems = root?.showProblems ?? false;
  if (layout === "blank" || !root) {
    return (
      <main id="main" className="layout-blank">
        {children}
      </main>
    );
  }
  return (
    <div className={`layout-${layout}`}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="common.skipToContent" />
      </a>
      <header className="zone-header">
        <NodeTree nodes={root.header} showProblems={showProblems} />
      </header>
      <main id="main">{children}</main>
      {layout === "base" && (
        <footer className="zone-footer">
          <NodeTree nodes={root.footer} showProblems={showProblems} />
        </footer>
      )}
    </div>
  );
}
