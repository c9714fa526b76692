import type { WidgetZone } from "../../registry/types";
import type { ContentLang } from "~/lib/localePath";
import { pageLayout } from "~/lib/pageLayout";
import { screenMeta } from "~/lib/refusedMeta";
import { collectNeeds, type MergedNeeds } from "~/renderer/collectNeeds";
import type { NodeValidator } from "~/renderer/nodeValidator";
import { type NodeProblem, normalizeTree, type RenderNode } from "~/renderer/normalizeTree";
import type { PageCatalogue } from "~/renderer/pageData";
import { kindsOf, preloadWidgets } from "~/renderer/widgetModules";
import type { FetchedCatalogue } from "./browserCatalogue";
import { catalogueProblems } from "./catalogueProblems";
import { contrastProblems, type ShownTree } from "./contrastProblems";
import type { ContrastFinding } from "./contrastScan";
import { type LocatedNode, locateNode } from "./nodeLocator";
import type { EditorMessage, FrameMessageBody, PreviewProblem, PreviewTree } from "./protocol";
import type { PreviewStore } from "./PreviewStore";
import type { PreviewSelection, PreviewZone } from "./previewView";
import { replaceNodeAt } from "./replaceNodeAt";
import type { PreviewProtocolVersion } from "./session";

/** What the loaders show when nothing is replaced, read at each message (the frame may have navigated). */
export interface ShownPage {
  path: string;
  page: readonly RenderNode[];
  header: readonly RenderNode[];
  footer: readonly RenderNode[];
  catalogue: PageCatalogue;
}

export interface PreviewControllerDeps {
  store: PreviewStore;
  validator: NodeValidator;
  post(body: FrameMessageBody): void;
  /** Speaks the version the editor's hello chose: the envelope of what follows, click to select in version 2. */
  speak(version: PreviewProtocolVersion): void;
  shown(): ShownPage;
  fetchCatalogue(needs: MergedNeeds, have: PageCatalogue): Promise<FetchedCatalogue>;
  /** Shows the selection (outline, scroll, paused sliders); null clears it. Resolves false if the node is not shown. */
  select(selection: PreviewSelection | null): Promise<boolean>;
  applyBase(part: { themeKey?: string; slotCss?: string }): void;
  /** Resolves once what was just rendered has been painted. */
  afterPaint(): Promise<void>;
  /** Version 2: what the frame shows was rendered and painted anew (the contrast check runs again, when idle). */
  rendered(): void;
  /** The page's language: the words of the problems the frame finds itself (version 2). */
  lang: ContentLang;
}

export interface PreviewController {
  /** Acts on one of the editor's checked messages. */
  receive(message: EditorMessage): Promise<void>;
  /** Selects the node the owner clicked in the frame (version 2) and tells the editor; nothing if it is not shown. */
  pick(ukey: string): Promise<void>;
  /** Tells a version-2 editor the contrast check's findings (contrastScan.ts) as warnings at their nodes. */
  reportContrast(findings: readonly ContrastFinding[]): void;
}

/** The JSON pointer of each tree's children, as in the page and base documents (and the report). */
const TREE_POINTERS: Record<PreviewTree, string> = {
  page: "/pageComponent/children",
  header: "/headerZone/children",
  footer: "/footerZone/children",
  free: "/freeZone/children",
};

/** The widget zone whose kinds a tree may hold (the free zone takes page widgets). */
const WIDGET_ZONES: Record<PreviewTree, WidgetZone> = {
  page: "page",
  header: "header",
  footer: "footer",
  free: "page",
};

/**
 * Acts on the editor's checked messages, one at a time: a replacement goes through the live pipeline
 * (normalizeTree, keeping invalid nodes as placeholders), its widgets' code and catalogue load, the store is
 * patched, and once painted the report goes to the editor. Whatever a message holds, the frame never breaks: a
 * failure becomes an `error` answer. It speaks the version of the editor's last hello (1 until then).
 */
export function createPreviewController(deps: PreviewControllerDeps): PreviewController {
  let selected: PreviewSelection | null = null;
  let version: PreviewProtocolVersion = 1;
  // each tree as the editor last sent it whole (normalised in place), for replace-node to change a node of
  const sentTrees = new Map<PreviewTree, unknown[]>();

  function normalize(tree: PreviewTree, children: unknown) {
    return normalizeTree(children, deps.validator, {
      pointer: TREE_POINTERS[tree],
      zone: WIDGET_ZONES[tree],
      keepInvalid: true,
      inputOwned: true,
    });
  }

  /** Reports a replaced tree: its nodes' problems, and in version 2 what the frame `found` besides, with severities. */
  async function report(
    tree: PreviewTree,
    problems: NodeProblem[],
    nodes: readonly RenderNode[],
    requestId?: string,
    found: readonly PreviewProblem[] = [],
  ) {
    // the selected node may have been rendered anew, or be gone: then the editor hears it is deselected
    if (selected && !(await deps.select(selected))) {
      selected = null;
      deps.post({ type: "selected", ukey: null, pointer: null });
    }
    await deps.afterPaint();
    deps.post({
      type: "report",
      problems:
        version === 1
          ? problems.map((problem) => reportOf(tree, problem))
          : [...problems.map((problem) => reportOf(tree, problem)), ...found].map((problem) => ({
              severity: "error" as const,
              ...problem,
            })),
      nodes: countNodes(nodes),
      ...(requestId ? { requestId } : {}),
    });
    if (version === 2) deps.rendered();
  }

  function shownTrees(): ShownTree[] {
    const shown = deps.shown();
    const zone = (name: PreviewZone, fallback: readonly RenderNode[]) => deps.store.zone(name) ?? fallback;
    return [
      { name: "page", pointer: TREE_POINTERS.page, nodes: deps.store.pageFor(shown.path)?.nodes ?? shown.page },
      { name: "header", pointer: TREE_POINTERS.header, nodes: zone("header", shown.header) },
      { name: "footer", pointer: TREE_POINTERS.footer, nodes: zone("footer", shown.footer) },
    ];
  }

  async function handle(message: EditorMessage): Promise<void> {
    switch (message.type) {
      case "hello":
        version = message.version;
        deps.speak(version);
        deps.post({ type: "ready", path: deps.shown().path });
        if (version === 2) deps.rendered(); // the page the frame loaded is checked too
        return;
      case "replace-page": {
        sentTrees.set("page", message.pageComponent.children);
        const { nodes, problems } = normalize("page", message.pageComponent.children);
        const screened = message.pageHead && screenMeta(message.pageHead);
        for (const { pointer, message: text } of screened?.refused ?? []) {
          problems.push({ pointer: `/pageHead${pointer}`, message: `dropped: ${text}`, errors: [] });
        }
        const shown = deps.shown();
        const have = deps.store.pageFor(shown.path)?.catalogue ?? shown.catalogue;
        const [{ catalogue, unknownProducts }] = await Promise.all([
          deps.fetchCatalogue(collectNeeds(nodes, deps.validator), have),
          preloadWidgets(kindsOf(nodes)),
        ]);
        deps.store.replacePage(shown.path, shown.page, {
          nodes,
          layout: message.pageSetting && pageLayout(shown.path, message.pageSetting),
          head: screened?.head,
          catalogue,
        });
        const found =
          version === 1
            ? []
            : catalogueProblems(
                { name: "page", pointer: TREE_POINTERS.page, nodes },
                deps.validator,
                { catalogue, unknownProducts },
                deps.lang,
              );
        await report("page", problems, nodes, message.requestId, found);
        return;
      }
      case "replace-zone": {
        sentTrees.set(message.zone, message.children);
        const { nodes, problems } = normalize(message.zone, message.children);
        await preloadWidgets(kindsOf(nodes));
        const shown = deps.shown();
        const fallback = message.zone === "header" ? shown.header : message.zone === "footer" ? shown.footer : [];
        deps.store.replaceZone(message.zone, fallback, nodes);
        await report(message.zone, problems, nodes, message.requestId);
        return;
      }
      case "replace-node": {
        const { tree, at, node, requestId } = message;
        const children = replaceNodeAt(sentTrees.get(tree) ?? [], at, node);
        if (!children) {
          const place = `${tree} ${JSON.stringify(at)}`;
          const text = `no node with ukey "${node.ukey}" at ${place} of the tree last sent: send the tree whole`;
          deps.post({ type: "error", code: "not-found", message: text, ...(requestId ? { requestId } : {}) });
          return;
        }
        const envelope = { source: message.source, version: message.version, ...(requestId ? { requestId } : {}) };
        return handle(
          tree === "page"
            ? { ...envelope, type: "replace-page", pageComponent: { children } }
            : { ...envelope, type: "replace-zone", zone: tree, children },
        );
      }
      case "replace-base":
        deps.applyBase({ themeKey: message.themeKey, slotCss: message.slotCss });
        await deps.afterPaint();
        deps.post({
          type: "report",
          problems: [],
          nodes: 0,
          ...(message.requestId ? { requestId: message.requestId } : {}),
        });
        if (version === 2) deps.rendered(); // a theme's colours change every tone's contrast
        return;
      case "select": {
        const found = locateNode(shownTrees(), message);
        if (!found || !(await selectNode(found, message.field))) {
          const target = message.ukey !== undefined ? `ukey "${message.ukey}"` : `pointer ${message.pointer}`;
          deps.post({ type: "error", code: "not-found", message: `no node with ${target} is shown` });
        }
        return;
      }
      case "deselect":
        selected = null;
        await deps.select(null);
        deps.post({ type: "selected", ukey: null, pointer: null });
        return;
    }
  }

  /** Shows the node selected and tells the editor; false (nothing told) when it has no element. */
  async function selectNode(found: LocatedNode, field?: string): Promise<boolean> {
    const selection = { ukey: found.ukey, ...(field !== undefined ? { field } : {}) };
    if (!(await deps.select(selection))) return false;
    selected = selection;
    deps.post({ type: "selected", ...found });
    return true;
  }

  return {
    async receive(message) {
      try {
        await handle(message);
      } catch (error) {
        // a bug of ours, or a payload that found one: the editor hears of it, the page stays as it was
        console.warn("[preview] message failed", error);
        const requestId = "requestId" in message ? message.requestId : undefined;
        const text = `${message.type} failed: ${String(error)}`;
        deps.post({ type: "error", code: "malformed", message: text, ...(requestId ? { requestId } : {}) });
      }
    },
    async pick(ukey) {
      try {
        const found = locateNode(shownTrees(), { ukey });
        if (found) await selectNode(found);
      } catch (error) {
        console.warn("[preview] selecting the clicked node failed", error);
      }
    },
    reportContrast(findings) {
      if (version !== 2) return;
      deps.post({ type: "contrast", problems: contrastProblems(findings, shownTrees(), deps.lang) });
    },
  };
}

function reportOf(tree: PreviewTree, problem: NodeProblem): PreviewProblem {
  return {
    tree,
    pointer: problem.pointer,
    ...(problem.ukey !== undefined ? { ukey: problem.ukey } : {}),
    ...(problem.kind !== undefined ? { kind: problem.kind } : {}),
    message: problem.message,
    messages: problem.errors,
  };
}

function countNodes(nodes: readonly RenderNode[]): number {
  return nodes.reduce((count, node) => count + 1 + countNodes(node.children), 0);
}
