import { describe, expect, it } from "vitest";
import { createAnswerChecks } from "./answerChecks";
import { UpstreamFault } from "./upstream";

const checks = createAnswerChecks();

/** A page answer whose tree nests `depth` sections, parsed from text as the API client does (no recursion). */
function deepPage(depth: number): unknown {
  const section = '{"ukey":"s","type":"section","kind":"section","setting":{},"children":[';
  return JSON.parse(
    `{"path":"/deep","httpStatusCode":200,"redirectUrl":null,"pageSetting":{},"pageHead":{"title":"deep"},` +
      `"otherData":{},"nowLang":{"key":"th"},"pageComponent":{"children":[${section.repeat(depth)}${"]}".repeat(depth)}]}}`,
  );
}

function faultOf(run: () => unknown): UpstreamFault {
  try {
    run();
  } catch (error) {
    if (error instanceof UpstreamFault) return error;
    throw error;
  }
  throw new Error("the answer was accepted");
}

describe("createAnswerChecks", () => {
  it("accepts a page within the document limits' depth", () => {
    expect(checks.page(deepPage(32))).toMatchObject({ path: "/deep" });
  });

  it("refuses a page of 10,000 levels as a bad answer (502) naming where, without overflowing the stack", () => {
    const fault = faultOf(() => checks.page(deepPage(10_000)));
    expect(fault).toMatchObject({ status: 502, key: "UPSTREAM_BAD_ANSWER" });
    expect(fault.message).toMatch(
      /page-response\.schema\.json: \/data\/pageComponent\/children[/a-z0-9]*: nested deeper than 88 levels/,
    );
  });

  it("refuses an answer over the document's size before the schema reads it", () => {
    const products = Array.from({ length: 400 }, () => ({ name: "x".repeat(99_000) }));
    const fault = faultOf(() => checks.products(products));
    expect(fault.message).toMatch(/the answer exceeds 33,554,432 bytes here/);
  });

  it("still refuses a page wrong elsewhere than where the render checks again", () => {
    const page = deepPage(1) as { pageHead: unknown };
    page.pageHead = { title: 7, ld_json: "text" };
    expect(faultOf(() => checks.page(page)).message).toMatch(/\/data\/pageHead\/title must be string/);
  });
});
