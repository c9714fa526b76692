// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NodeTree } from "./NodeTree";
import type { RenderNode } from "./normalizeTree";
import { WidgetPage } from "../../tests/renderWidget";
import { preloadWidgets } from "./widgetModules";

const paragraph = (ukey: string, text: string): RenderNode => ({
  ukey,
  kind: "paragraph",
  setting: { align: "start", blocks: [{ type: "text", html: `<p>${text}</p>` }] },
  children: [],
});
// A setting that slipped past validation: the widget throws while rendering it.
const broken: RenderNode = { ukey: "broken", kind: "paragraph", setting: { blocks: null }, children: [] };
const section = (ukey: string, children: RenderNode[]): RenderNode => ({
  ukey,
  kind: "section",
  setting: { width: "contained", paddingY: "md", tone: "plain" },
  children,
});

/** The tree on an English page, with the app's providers. */
const providers = (children: ReactNode) => <WidgetPage url="/en/">{children}</WidgetPage>;

beforeAll(() => preloadWidgets(["paragraph", "section"]));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("NodeTree", () => {
  it("renders nodes through the registry, children inside their parent", () => {
    const html = renderToString(
      providers(<NodeTree nodes={[section("s", [paragraph("p", "Welcome")])]} showProblems={false} />),
    );
    expect(html).toMatch(/<section[^>]*data-ukey="s"[\s\S]*Welcome[\s\S]*<\/section>/);
  });

  it("on the server, a widget that throws leaves its siblings rendered and does not fail the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(
      providers(<NodeTree nodes={[paragraph("a", "Before"), broken, paragraph("b", "After")]} showProblems={false} />),
    );
    expect(html).toContain("Before");
    expect(html).toContain("After");
    expect(html).not.toContain('data-ukey="broken"');
  });

  it("in the browser, a widget that throws is hidden from shoppers and only that node is lost", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(providers(<NodeTree nodes={[section("s", [paragraph("a", "Kept"), broken])]} showProblems={false} />));
    expect(screen.getByText("Kept")).toBeTruthy();
    expect(document.querySelector('[data-ukey="s"]')).not.toBeNull();
    expect(document.querySelector(".node-placeholder")).toBeNull();
  });

  it("in dev and preview, a failing node shows a labelled placeholder with its error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(providers(<NodeTree nodes={[paragraph("a", "Kept"), broken]} showProblems={true} />));
    const placeholder = document.querySelector(".node-placeholder");
    expect(placeholder?.textContent).toContain("Cannot show paragraph (broken)");
    expect(screen.getByText("Kept")).toBeTruthy();
  });

  it("tries a failed node again once it is replaced (a live preview's fix shows without a reload)", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const view = render(providers(<NodeTree nodes={[broken]} showProblems={true} />));
    expect(document.querySelector(".node-placeholder")).not.toBeNull();
    view.rerender(providers(<NodeTree nodes={[paragraph("broken", "Fixed")]} showProblems={true} />));
    expect(screen.getByText("Fixed")).toBeTruthy();
    expect(document.querySelector(".node-placeholder")).toBeNull();
  });

  it("shows placeholders for nodes the pipeline rejected, with the errors, only when asked", () => {
    const rejected: RenderNode = {
      ukey: "bad",
      kind: "slider",
      setting: {},
      children: [],
      problem: {
        pointer: "/pageComponent/children/3",
        ukey: "bad",
        kind: "slider",
        message: 'invalid setting for kind "slider"',
        errors: ["/pageComponent/children/3/setting/sliders is required"],
      },
    };
    const shopper = renderToString(providers(<NodeTree nodes={[rejected]} showProblems={false} />));
    expect(shopper).not.toContain("node-placeholder");
    const dev = renderToString(providers(<NodeTree nodes={[rejected]} showProblems={true} />));
    expect(dev).toContain("/pageComponent/children/3/setting/sliders is required");
    expect(dev).toContain('data-pointer="/pageComponent/children/3"');
  });
});
