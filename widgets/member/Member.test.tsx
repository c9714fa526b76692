// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { beforeAll, describe, expect, it } from "vitest";
import type { MemberSetting } from "~/generated/schemas";
import { loadedMessages, loadMessages } from "~/i18n/compiledMessages";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { StoreProvider } from "~/stores/StoreProvider";
import * as fixtures from "../../stories/fixtures/member";
import { resolvedSetting } from "../../stories/resolvedSetting";
import Member from "./Member";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
  await loadMessages("en");
});

/** Server-renders the widget as a cached, shared page would hold it. */
function ssr(setting: MemberSetting): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <IntlProvider locale="en-US" messages={loadedMessages("en")}>
      <StoreProvider
        context={{
          host: "localhost",
          lang: "en",
          apiBaseUrl: "http://localhost:3000",
          shopId: null,
          isBot: false,
          accountServiceUrl: "/account",
        }}
      >
        <Member ukey="member" setting={resolvedSetting("member", setting)} />
      </StoreProvider>
    </IntlProvider>,
  );
  return container;
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
