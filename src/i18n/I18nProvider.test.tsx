// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { FormattedMessage, useIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import th from "../../locales/th.json";
import { formatBaht } from "./formatBaht";
import { I18nProvider } from "./I18nProvider";

afterEach(cleanup);

function Probe() {
  const intl = useIntl();
  return (
    <div>
      <h1>
        <FormattedMessage id="error.statusCode" values={{ code: 404 }} />
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
