// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { RelatedProductsSetting } from "~/generated/schemas";
import type { ContentLang } from "~/lib/localePath";
import type { PageDataValue } from "~/renderer/pageData";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { NodeTree } from "~/renderer/NodeTree";
import { normalizeTree } from "~/renderer/normalizeTree";
import { preloadWidgets } from "~/renderer/widgetModules";
import { homePage, productPage } from "../../stories/fixtures/pages";
import { relatedProductsDefault, relatedProductsTitled } from "../../stories/fixtures/related-products";
import { renderWidget } from "../../tests/renderWidget";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
  await preloadWidgets(["related-products"]);
});

/** Server-renders a page holding one related-products node, through the renderer's pipeline (validation, defaults). */
function render(setting: RelatedProductsSetting, lang: ContentLang, page: PageDataValue): HTMLElement {
  const tree = [{ ukey: "related-1", type: "widget", kind: "related-products", setting }];
  const { nodes, problems } = normalizeTree(tree, validator, {
    pointer: "/pageComponent/children",
    zone: "page",
    keepInvalid: false,
  });
  expect(problems).toEqual([]);
  const url = lang === "en" ? `/en${page.path}` : page.path;
  return renderWidget(<NodeTree nodes={nodes} showProblems={false} />, { url, page });
}

const cardNames = (root: HTMLElement) => [...root.querySelectorAll(".product-list__item h3")].map((h) => h.textContent);

describe("related-products widget", () => {
  it("shows at most the schema's four of the products the page brings, in its order, under the default heading", () => {
    for (const [lang, heading] of [
      ["th", "สินค้าที่คุณอาจชอบ"],
      ["en", "You may also like"],
    ] as const) {
      const page = productPage(lang);
      const root = render(relatedProductsDefault, lang, page);
      expect(root.querySelector("h2")?.textContent).toBe(heading);
      const brought = page.otherData.relatedProducts ?? [];
      expect(brought.length).toBeGreaterThan(3);
      expect(cardNames(root)).toEqual(brought.slice(0, 4).map((product) => product.name));
    }
  });

  it("takes the owner's heading and number", () => {
    const root = render(relatedProductsTitled, "th", productPage("th"));
    expect(root.querySelector("h2")?.textContent).toBe(relatedProductsTitled.title);
    expect(cardNames(root)).toHaveLength(2);
  });

  it("renders nothing where the page brings no related products", () => {
    expect(render(relatedProductsDefault, "th", homePage("th")).querySelector("[data-ukey]")).toBeNull();
  });
});
