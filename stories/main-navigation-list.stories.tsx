import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import LanguageSwitcher from "../widgets/language-switcher/LanguageSwitcher";
import MainNavigationList from "../widgets/main-navigation-list/MainNavigationList";
import { logo } from "./fixtures/images";
import { languageSwitcherCode } from "./fixtures/language-switcher";
import { mainNavigationListEn, mainNavigationListSimple, mainNavigationListTh } from "./fixtures/main-navigation-list";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Main navigation list",
  component: MainNavigationList,
  args: { ukey: "header-main-menu", setting: resolvedSetting("main-navigation-list", mainNavigationListTh) },
  decorators: [
    // As in the shop's header zone: mega menus span the (positioned) header.
    (Story) => (
      <>
        <header className="zone-header">
          <div
            className="container"
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: "1rem",
              minHeight: "4rem",
            }}
          >
            <img
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              style={{ height: 40, width: "auto" }}
            />
            <div style={{ display: "flex", alignItems: "center", gap: "0.5rem" }}>
              <Story />
              <LanguageSwitcher
                ukey="header-language"
                setting={resolvedSetting("language-switcher", languageSwitcherCode)}
              />
            </div>
          </div>
        </header>
        <div className="container" style={{ minHeight: "24rem", paddingBlock: "2rem", color: "var(--color-muted)" }}>
          <p>เนื้อหาของหน้า</p>
        </div>
      </>
    ),
  ],
} satisfies Meta<typeof MainNavigationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("main-navigation-list", mainNavigationListEn) },
  globals: { lang: "en" },
};

/** Hover or click opens a dropdown; here the mega menu is opened by clicking its button. */
export const MegaMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>(".w-nav__item--mega .w-nav__trigger");
    if (!trigger) throw new Error("mega-menu button not found");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

/** Keyboard: ArrowDown on a dropdown button opens it and focuses its first link; Escape closes it. */
export const ListDropdownByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>(".w-nav__item--list .w-nav__trigger");
    if (!trigger) throw new Error("list dropdown button not found");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>(".w-nav__toggle");
    if (!toggle) throw new Error("menu button not found");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

export const PlainLinks: Story = {
  args: { ukey: "footer-menu", setting: resolvedSetting("main-navigation-list", mainNavigationListSimple) },
};
