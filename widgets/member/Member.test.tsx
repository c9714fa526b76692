// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { MemberSetting } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { renderWidget } from "../../tests/renderWidget";
import * as fixtures from "../../stories/fixtures/member";
import { resolvedSetting } from "../../stories/resolvedSetting";
import Member from "./Member";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
});

/** Server-renders the widget as a cached, shared page would hold it. */
function ssr(setting: MemberSetting): HTMLElement {
  return renderWidget(<Member ukey="member" setting={resolvedSetting("member", setting)} />, { url: "/en/" });
}

describe("member widget", () => {
  it("has schema-valid story fixtures", () => {
    for (const setting of [fixtures.memberDefault, fixtures.memberTitled]) {
      expect(validator.checkSetting("member", setting).valid).toBe(true);
    }
    expect(validator.checkSetting("member", { headingLevel: 3 }).valid).toBe(false);
  });

  it("renders nothing personal on the server: the heading only, no count, status text or buttons", () => {
    const html = ssr({ title: "Baan Chaa membership", headingLevel: 1 });
    expect(html.querySelector("h1")?.textContent).toBe("Baan Chaa membership");
    expect(html.querySelector("section")?.getAttribute("aria-labelledby")).toBe(html.querySelector("h1")?.id);
    expect(html.querySelector("[data-testid=member-count]")).toBeNull();
    expect(html.querySelector("[data-testid=member-status]")).toBeNull();
    expect(html.querySelectorAll("button")).toHaveLength(0);
    expect(ssr({}).querySelector("h2")?.textContent).toBe("Store membership");
  });
});
