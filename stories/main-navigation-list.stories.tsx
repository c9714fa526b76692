import type { Meta, StoryObj } from "@storybook/react-vite";
import LanguageSwitcher from "../widgets/language-switcher/LanguageSwitcher";
import MainNavigationList from "../widgets/main-navigation-list/MainNavigationList";
import { logo } from "./fixtures/images";
import { languageSwitcherCode } from "./fixtures/language-switcher";
import { mainNavigationEn, mainNavigationSimple, mainNavigationTh } from "./fixtures/main-navigation-list";

const meta = {
  title: "Widgets/Main navigation list",
  component: MainNavigationList,
  args: { ukey: "header-main-menu", setting: mainNavigationTh },
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
              <LanguageSwitcher ukey="header-language" setting={languageSwitcherCode} />
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
  args: { setting: mainNavigationEn },
  globals: { lang: "en" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

export const PlainLinks: Story = {
  args: { ukey: "footer-menu", setting: mainNavigationSimple },
};
