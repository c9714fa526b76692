// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/I18nProvider";
import { ALL_DENIED, type ConsentConfig } from "~/lib/consent";
import type { ContentLang } from "~/lib/localePath";
import { StoreProvider } from "~/stores/StoreProvider";
import en from "../../../../locales/en.json";
import th from "../../../../locales/th.json";
import CookieSettingsLink from "../../../../widgets/cookie-settings-link/CookieSettingsLink";
import { ConsentRuntime } from "./ConsentRuntime";

const COOKIE = "sf_consent_baan-chaa-demo";
const config: ConsentConfig = { cookieName: COOKIE, defaults: ALL_DENIED, script: null };

beforeAll(() => {
  // jsdom lays nothing out: the banner's height observer has nothing to observe
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
  delete window.storefrontConsent;
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

function renderShop(consent: ConsentConfig | null, lang: ContentLang = "en") {
  return render(
    <I18nProvider lang={lang}>
      <StoreProvider
        context={{
          host: "localhost",
          lang,
          apiBaseUrl: "/",
          shopId: 1001,
          isBot: false,
          accountServiceUrl: "/account",
          consent,
        }}
      >
        <ConsentRuntime />
        <main>
          <CookieSettingsLink ukey="footer-cookie-settings" setting={{}} />
        </main>
      </StoreProvider>
    </I18nProvider>,
  );
}

const banner = (name = en["consent.banner.label"]) => screen.findByRole("region", { name });

describe("consent banner and settings (§4)", () => {
  it("asks a shopper who has not chosen, in Thai, without taking the focus; Accept all closes it and is remembered", async () => {
    renderShop(config, "th");
    const region = await banner(th["consent.banner.label"]);
    expect(region.textContent).toContain(th["consent.banner.text"]);
    const buttons = within(region).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      th["consent.acceptAll"],
      th["consent.rejectAll"],
      th["consent.settings"],
    ]);
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(within(region).getByRole("button", { name: th["consent.acceptAll"] }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.cookie).toBe(`${COOKIE}=v1.111`);
  });

  it("Reject all: every flag denied", async () => {
    renderShop(config);
    fireEvent.click(within(await banner()).getByRole("button", { name: en["consent.rejectAll"] }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.cookie).toBe(`${COOKIE}=v1.000`);
  });

  it("asks again when the cookie is malformed; a valid cookie, no configuration or the shop's own script: no banner", async () => {
    document.cookie = `${COOKIE}=garbage`;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderShop(config);
    expect(await banner()).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("[consent] the consent cookie did not decode", "garbage");
    warn.mockRestore();
    cleanup();

    document.cookie = `${COOKIE}=v1.010`;
    renderShop(config);
    renderShop(null);
    renderShop({ ...config, script: "https://cmp.example/consent.js" });
    await waitFor(() => expect(window.storefrontConsent?.get()).toEqual({ ...ALL_DENIED, analytics_storage: true }));
    expect(document.head.querySelector("script[src='https://cmp.example/consent.js']")).not.toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
    // the shop without configuration shows no "Cookie settings" either
    expect(screen.getAllByRole("button", { name: en["consent.settings.title"] })).toHaveLength(2);
  });

  it("the settings dialog: a switch per flag with its description, Save stores a mixed choice", async () => {
    renderShop(config);
    fireEvent.click(within(await banner()).getByRole("button", { name: en["consent.settings"] }));
    const dialog = await screen.findByRole("dialog", { name: en["consent.settings.title"] });
    expect(dialog.textContent).toContain(en["consent.necessary.label"]);
    expect(dialog.textContent).toContain(en["consent.necessary.description"]);
    const switches = within(dialog).getAllByRole("switch");
    expect(switches.map((input) => input.getAttribute("data-flag"))).toEqual([
      "functionality_storage",
      "analytics_storage",
      "ad_storage",
    ]);
    const analytics = within(dialog).getByRole("switch", { name: en["consent.analytics.label"] });
    expect(analytics).toHaveProperty("checked", false);
    expect(analytics.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(analytics.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      en["consent.analytics.description"],
    );
    fireEvent.click(within(dialog).getByRole("switch", { name: en["consent.functionality.label"] }));
    fireEvent.click(analytics);
    fireEvent.click(within(dialog).getByRole("button", { name: en["consent.settings.save"] }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.cookie).toBe(`${COOKIE}=v1.110`);
  });

  it("Escape closes the dialog without a choice and gives the focus back; the settings reopen from the page", async () => {
    document.cookie = `${COOKIE}=v1.001`;
    renderShop(config);
    const link = screen.getByRole("button", { name: en["consent.settings.title"] });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole("dialog", { name: en["consent.settings.title"] });
    expect(within(dialog).getByRole("switch", { name: en["consent.ads.label"] })).toHaveProperty("checked", true);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(document.cookie).toBe(`${COOKIE}=v1.001`);

    fireEvent.click(link);
    const again = await screen.findByRole("dialog");
    await act(async () => {
      fireEvent.click(within(again).getByRole("button", { name: en["consent.acceptAll"] }));
    });
    expect(document.cookie).toBe(`${COOKIE}=v1.111`);
  });
});
