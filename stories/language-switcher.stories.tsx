import type { Meta, StoryObj } from "@storybook/react-vite";
import LanguageSwitcher from "../widgets/language-switcher/LanguageSwitcher";
import { languageSwitcherCode, languageSwitcherName } from "./fixtures/language-switcher";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Language switcher",
  component: LanguageSwitcher,
  args: { ukey: "header-language", setting: resolvedSetting("language-switcher", languageSwitcherCode) },
  parameters: { layout: "centered", route: "/about?ref=line#team" },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Codes: Story = {};

export const Names: Story = {
  args: { setting: resolvedSetting("language-switcher", languageSwitcherName) },
};

export const OnEnglishPage: Story = {
  args: { setting: resolvedSetting("language-switcher", languageSwitcherName) },
  globals: { lang: "en" },
};
