import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CSP_REPORT_PATH, type CspViolation, cspReportHandlers } from "./cspReports";

function setup() {
  const logged: CspViolation[] = [];
  const app = new Hono().post(CSP_REPORT_PATH, ...cspReportHandlers((violation) => logged.push(violation)));
  const post = (body: string, contentType = "application/csp-report") =>
    app.request(CSP_REPORT_PATH, { method: "POST", body, headers: { "content-type": contentType } });
  return { logged, post };
}

const reportUri = (blocked: string) =>
  JSON.stringify({
    "csp-report": {
      "document-uri": "https://shop.example/",
      "effective-directive": "script-src-elem",
      "blocked-uri": blocked,
      "line-number": 12,
      disposition: "enforce",
    },
  });

describe("cspReportHandlers", () => {
  it("logs a summary of report-uri and Reporting API reports", async () => {
    const { logged, post } = setup();
    const answer = await post(reportUri("inline"));
    expect(answer.status).toBe(204);
    // taken from a framing site's context too (a frame-ancestors violation), where same-origin would be refused
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const batch = [
      { type: "csp-violation", body: { documentURL: "https://shop.example/en", effectiveDirective: "img-src" } },
      { type: "deprecation", body: { id: "x" } },
    ];
    expect((await post(JSON.stringify(batch), "application/reports+json")).status).toBe(204);
    expect(logged).toEqual([
      {
        document: "https://shop.example/",
        directive: "script-src-elem",
        blocked: "inline",
        source: "",
        line: 12,
        disposition: "enforce",
      },
      {
        document: "https://shop.example/en",
        directive: "img-src",
        blocked: "",
        source: "",
        line: null,
        disposition: "",
      },
    ]);
  });

  it("keeps each field short, and logs at most 60 reports a minute", async () => {
    const { logged, post } = setup();
    await post(reportUri("x".repeat(5000)));
    expect(logged[0]?.blocked).toHaveLength(300);
    for (let i = 0; i < 70; i++) await post(reportUri(`https://img${i}.example/`));
    expect(logged).toHaveLength(60);
  });

  it("refuses bodies over the limit and bodies that are not reports", async () => {
    const { logged, post } = setup();
    expect((await post(reportUri("x".repeat(9000)))).status).toBe(413);
    expect((await post("[1,2", "application/reports+json")).status).toBe(400);
    expect((await post('{"csp-report": "no"}')).status).toBe(400);
    expect(logged).toEqual([]);
  });
});
