import type { Meta, StoryObj } from "@storybook/react-vite";
import Slider from "../widgets/slider/Slider";
import { sliderEn, sliderSingle, sliderTh } from "./fixtures/slider";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Slider",
  component: Slider,
  args: { ukey: "home-hero-slider", setting: resolvedSetting("slider", sliderTh) },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("slider", sliderEn) },
  globals: { lang: "en" },
};

export const AutoplayOff: Story = {
  args: { setting: resolvedSetting("slider", { ...sliderTh, autoplay: false }) },
};

export const SingleSlide: Story = {
  args: { ukey: "visit-hero", setting: resolvedSetting("slider", sliderSingle) },
};

export const InContainer: Story = {
  decorators: [
    (Story) => (
      <div className="container" style={{ paddingBlock: "1.5rem", ["--slider-radius" as string]: "1rem" }}>
        <Story />
      </div>
    ),
  ],
};
