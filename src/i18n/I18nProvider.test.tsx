// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import th from "../../locales/th.json";
import { formatBaht } from "./formatBaht";
import { I18nProvider } from "./I18nProvider";
import { Message } from "./Message";
import { useIntl } from "./useIntl";
import { intlOf } from "./intl";
import { withMessagePart } from "./messageParts";

afterEach(cleanup);

function Probe() {
  const intl = useIntl();
  return (
    <div>
      <h1>
        <Message id="error.statusCode" values={{ code: 404 }} />
      </h1>
      <output data-testid="locale">{intl.locale}</output>
      <output data-testid="price">{formatBaht(intl, 1234.5)}</output>
    </div>
  );
}

describe("I18nProvider", () => {
  it.each([
    ["th", "th-TH", th["error.statusCode"]],
    ["en", "en-US", en["error.statusCode"]],
  ] as const)("renders %s messages with locale %s", (lang, tag, template) => {
    render(
      <I18nProvider lang={lang}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe(template.replace("{code}", "404"));
    expect(screen.getByTestId("locale").textContent).toBe(tag);
    expect(screen.getByTestId("price").textContent).toContain("฿");
    expect(screen.getByTestId("price").textContent).toContain("1,234.50");
  });

  it("shows different texts per language", () => {
    const { unmount } = render(
      <I18nProvider lang="th">
        <Probe />
      </I18nProvider>,
    );
    const thai = screen.getByRole("heading").textContent;
    unmount();
    render(
      <I18nProvider lang="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).not.toBe(thai);
  });
});

describe("intlOf", () => {
  it("creates one Intl object per language, shared by every render", () => {
    expect(intlOf("th")).toBe(intlOf("th"));
    expect(intlOf("en")).toBe(intlOf("en"));
    expect(intlOf("en")).not.toBe(intlOf("th"));
    expect(intlOf("en").locale).toBe("en-US");
  });

  it("formats plurals, numbers and selects from the precompiled messages, a part's once loaded", async () => {
    const intl = intlOf("en");
    expect(intl.formatMessage({ id: "cart.open" }, { count: 0 })).toBe("Cart, empty");
    expect(intl.formatMessage({ id: "cart.open" }, { count: 1 })).toBe("Cart, 1 item");
    expect(intl.formatMessage({ id: "cart.open" }, { count: 1234 })).toBe("Cart, 1,234 items");
    expect(intl.formatMessage({ id: "search.tooLong" }, { count: 1200 })).toBe(
      "Search terms can be at most 1,200 characters",
    );
    const stock = { hasRemaining: "yes", remaining: 3, named: "yes", name: "Oolong", unit: "packs" };
    expect(intl.messages).not.toHaveProperty("cart.error.NOSTOCK"); // a part of its own, not on every page
    const errors = await withMessagePart(intl, "cart-errors");
    expect(errors.formatMessage({ id: "cart.error.NOSTOCK" }, stock)).toBe(
      "Not enough stock: Oolong has only 3 packs left",
    );
    expect(errors.formatMessage({ id: "cart.error.NOSTOCK" }, { ...stock, remaining: 0 })).toBe("Out of stock: Oolong");
    expect(errors.formatMessage({ id: "cart.open" }, { count: 1 })).toBe("Cart, 1 item");
  });

  it("writes Thai texts", () => {
    const intl = intlOf("th");
    expect(intl.formatMessage({ id: "search.required" })).toBe("กรุณาพิมพ์คำที่ต้องการค้นหา");
    expect(intl.formatMessage({ id: "error.statusCode" }, { code: 500 })).toBe("ข้อผิดพลาด 500");
    expect(intl.formatMessage({ id: "search.tooLong" }, { count: 200 })).toBe(
      th["search.tooLong"].replace("{count, number}", "200"),
    );
  });
});
