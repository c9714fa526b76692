import type { Meta, StoryObj } from "@storybook/react-vite";
import Paragraph from "../widgets/paragraph/Paragraph";
import { paragraphCentered, paragraphEn, paragraphTh } from "./fixtures/paragraph";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Paragraph",
  component: Paragraph,
  args: { ukey: "about-story-text", setting: resolvedSetting("paragraph", paragraphTh) },
  decorators: [
    (Story) => (
      <div className="container" style={{ paddingBlock: "2rem", maxWidth: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Paragraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("paragraph", paragraphEn) },
  globals: { lang: "en" },
};

export const Centered: Story = {
  args: { ukey: "newsletter-text", setting: resolvedSetting("paragraph", paragraphCentered) },
};
