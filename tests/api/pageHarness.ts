import { expect } from "vitest";
import type { PageData, PageNode, PageResponse } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { validatePayload } from "~/renderer/validatePayload";
import { createAjv } from "~/schemas/ajv";
import { expectError } from "./catalogueHarness";
import { getJson } from "./harness";

const ajv = createAjv();
let validator: Promise<NodeValidator> | undefined;

/** GET /api/page for a shop; returns the page data after checking it the way the storefront would. */
export async function getPage(apiUrl: string, host: string, query: string): Promise<PageData> {
  const answer = await getJson(`${apiUrl}/api/page?${query}`, { "X-Nuxt-Host": host });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  validator ??= createNodeValidator();
  const check = validatePayload(answer.body, ajv, await validator);
  expect({ kind: check.kind, problems: check.problems }).toEqual({ kind: "page", problems: [] });
  return (answer.body as PageResponse).data;
}

/** GET /api/page expecting 404 PAGE_NOT_FOUND. */
export async function expectPageNotFound(apiUrl: string, host: string, query: string): Promise<void> {
  const answer = await getJson(`${apiUrl}/api/page?${query}`, { "X-Nuxt-Host": host });
  expectError(answer, 404, "PAGE_NOT_FOUND");
}

/** The widgets of a page tree, depth first, as [ukey, kind, setting]. */
export function widgetsOf(page: PageData): [string, string, unknown][] {
  const found: [string, string, unknown][] = [];
  const walk = (nodes: PageNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === "widget") found.push([node.ukey, node.kind, node.setting]);
      walk(node.children);
    }
  };
  walk(page.pageComponent.children);
  return found;
}

/** The ld_json of a page as a list. */
export function ldJsonOf(page: PageData): Record<string, unknown>[] {
  const ld = page.pageHead.ld_json;
  return (Array.isArray(ld) ? ld : ld ? [ld] : []) as Record<string, unknown>[];
}

export function pathQuery(path: string, rest = ""): string {
  return `path=${encodeURIComponent(path)}${rest}`;
}
