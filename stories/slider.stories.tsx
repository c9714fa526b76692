import type { Meta, StoryObj } from "@storybook/react-vite";
import Slider from "../widgets/slider/Slider";
import { sliderEn, sliderSingle, sliderTh } from "./fixtures/slider";

const meta = {
  title: "Widgets/Slider",
  component: Slider,
  args: { ukey: "home-hero-slider", setting: sliderTh },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: sliderEn },
  globals: { lang: "en" },
};

export const AutoplayOff: Story = {
  args: { setting: { ...sliderTh, autoplay: false } },
};

export const SingleSlide: Story = {
  args: { ukey: "visit-hero", setting: sliderSingle },
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
