import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ConsentRuntime } from "~/app/components/consent/ConsentRuntime";
import { ALL_DENIED, consentCookieName } from "~/lib/consent";
import { StoreProvider } from "~/stores/StoreProvider";
import CookieSettingsLink from "../widgets/cookie-settings-link/CookieSettingsLink";
import { storyStoreContext } from "./decorators";
import { cookieSettingsLink } from "./fixtures/cookie-settings-link";
import { resolvedSetting } from "./resolvedSetting";

/**
 * A shop asking for consent (the demo shops' configuration) with the page's consent runtime: the banner shows until
 * a choice is stored in the cookie, and the button reopens the settings dialog.
 */
const withConsent: Decorator = (Story, context) => {
  const lang = context.globals.lang === "en" ? "en" : "th";
  return (
    <StoreProvider
      key={lang}
      context={{
        ...storyStoreContext(lang),
        consent: { cookieName: consentCookieName("storybook"), defaults: ALL_DENIED, script: null },
      }}
    >
      <ConsentRuntime />
      <footer className="zone-footer" style={{ padding: "2rem" }}>
        <Story />
      </footer>
    </StoreProvider>
  );
};

const meta = {
  title: "Widgets/Cookie settings link",
  component: CookieSettingsLink,
  args: { ukey: "footer-cookie-settings", setting: resolvedSetting("cookie-settings-link", cookieSettingsLink) },
  decorators: [withConsent],
} satisfies Meta<typeof CookieSettingsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InFooter: Story = {};

export const English: Story = { globals: { lang: "en" } };
