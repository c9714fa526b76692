import type { PageNode } from "~/generated/schemas";

/**
 * The node trees of generated catalogue pages: section > row > column > widgets, with stable ukeys ("tpl-…") and
 * settings valid for their kinds' schemas (schemas/widgets/).
 */
function widget(kind: string, setting: Record<string, unknown> = {}): PageNode {
  return { ukey: `tpl-${kind}`, type: "widget", kind, setting };
}

function section(name: string, widgets: PageNode[]): PageNode {
  return {
    ukey: `tpl-${name}-section`,
    type: "section",
    kind: "section",
    setting: {},
    children: [
      {
        ukey: `tpl-${name}-row`,
        type: "section",
        kind: "row",
        setting: {},
        children: [{ ukey: `tpl-${name}-column`, type: "section", kind: "column", setting: {}, children: widgets }],
      },
    ],
  };
}

export function productPageTree(): PageNode[] {
  return [
    section("product", [widget("breadcrumbs"), widget("product-detail")]),
    section("related", [widget("related-products")]),
    section("recently-viewed", [widget("recently-viewed")]),
  ];
}

/** The listing shows the category's subcategories itself (product-listing showSubcategories). */
export function categoryPageTree(): PageNode[] {
  return [section("category", [widget("breadcrumbs"), widget("product-listing")])];
}

export function blogPageTree(): PageNode[] {
  return [
    section("blog", [widget("breadcrumbs"), widget("blog-detail")]),
    section("blog-more", [widget("blog-list", { limit: 3 })]),
  ];
}

export function searchPageTree(): PageNode[] {
  return [section("search", [widget("search-results")])];
}
