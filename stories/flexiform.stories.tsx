import type { Meta, StoryObj } from "@storybook/react-vite";
import Flexiform from "../widgets/flexiform/Flexiform";
import { inContainer, withPageData } from "./decorators";
import { flexiformContact, flexiformNewsletter } from "./fixtures/flexiform";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Flexiform",
  component: Flexiform,
  args: { ukey: "contact", setting: resolvedSetting("flexiform", flexiformContact) },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof Flexiform>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field type; Send with the form empty shows the error summary (sending needs the shop API). */
export const Contact: Story = {};

export const English: Story = { globals: { lang: "en" } };

export const OneFieldRegistration: Story = {
  args: { ukey: "newsletter", setting: resolvedSetting("flexiform", flexiformNewsletter) },
};
