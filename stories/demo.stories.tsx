import type { Meta, StoryObj } from "@storybook/react-vite";
import Demo from "../widgets/demo/Demo";
import { inContainer, withPageData } from "./decorators";
import { demoBuild, demoI18n, demoIndex } from "./fixtures/demo";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Demo",
  component: Demo,
  args: { ukey: "demo", setting: resolvedSetting("demo", demoIndex) },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo index: the page's h1 and every child as a navigation list under headings. */
export const Index: Story = {};

/** A price, a number and a date in Thai and English side by side. */
export const I18nPanel: Story = { args: { setting: resolvedSetting("demo", demoI18n) } };

/** The build id (none in Storybook) and the service worker. */
export const BuildPanel: Story = { args: { setting: resolvedSetting("demo", demoBuild) }, globals: { lang: "en" } };
