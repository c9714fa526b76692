import { createElement, type ErrorInfo, type ReactNode, PureComponent, Suspense, useLayoutEffect } from "react";
import { markNodeHydrated } from "~/lib/nodeHydration";
import { NodePlaceholder } from "./NodePlaceholder";
import type { RenderNode } from "./normalizeTree";
import { widgetComponent } from "./widgetModules";

interface NodeTreeProps {
  nodes: readonly RenderNode[];
  /** Show placeholders for nodes that fail (dev and preview); shoppers see nothing in their place. */
  showProblems: boolean;
}

/**
 * Renders a normalised zone or page tree through the registry. Each node has its own error boundary (in the
 * browser); each top-level node also sits in a Suspense boundary, which is what contains a render error on the
 * server: React streams that node's fallback and retries it in the browser, where the boundary catches it. In the
 * browser the boundary is also what lazy mode holds back: React keeps a dehydrated boundary's server HTML until its
 * code arrives.
 */
export function NodeTree({ nodes, showProblems }: NodeTreeProps): ReactNode {
  return nodes.map((node) => (
    <Suspense key={node.ukey} fallback={null}>
      <NodeBoundary node={node} showProblems={showProblems} />
      <HydrationSignal ukey={node.ukey} />
    </Suspense>
  ));
}

/** Renders nothing; commits with its node, so a tap recorded on the node before can be replayed then. */
function HydrationSignal({ ukey }: { ukey: string }): null {
  useLayoutEffect(() => markNodeHydrated(ukey), [ukey]);
  return null;
}

interface NodeBoundaryProps {
  node: RenderNode;
  showProblems: boolean;
}

interface NodeBoundaryState {
  error: Error | null;
  /** The node the error belongs to. */
  node: RenderNode;
}

/** Pure: a node the live preview kept (the same object) is not rendered again, nor are its widgets. */
class NodeBoundary extends PureComponent<NodeBoundaryProps, NodeBoundaryState> {
  state: NodeBoundaryState = { error: null, node: this.props.node };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  /** A node that failed is tried again once it is replaced (the live preview's editor fixed it). */
  static getDerivedStateFromProps(props: NodeBoundaryProps, state: NodeBoundaryState) {
    return props.node === state.node ? null : { error: null, node: props.node };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    const { ukey, kind } = this.props.node;
    console.error(`widget ${kind} (${ukey}) failed to render`, error, info.componentStack);
  }

  render(): ReactNode {
    const { node, showProblems } = this.props;
    const error: Error | null = this.state.error;
    if (error || node.problem) {
      if (!showProblems) return null;
      const problem = node.problem ?? {
        pointer: node.ukey,
        kind: node.kind,
        ukey: node.ukey,
        message: "render error",
        errors: [String(error)],
      };
      return <NodePlaceholder problem={problem} />;
    }
    const Widget = widgetComponent(node.kind);
    if (!Widget) return null;
    const children =
      node.children.length > 0
        ? node.children.map((child) => <NodeBoundary key={child.ukey} node={child} showProblems={showProblems} />)
        : undefined;
    return createElement(Widget, { ukey: node.ukey, setting: node.setting }, children);
  }
}
