import type { Meta, StoryObj } from "@storybook/react-vite";
import Column from "../widgets/column/Column";
import Paragraph from "../widgets/paragraph/Paragraph";
import Row from "../widgets/row/Row";
import Section from "../widgets/section/Section";
import Slider from "../widgets/slider/Slider";
import { columnHalf } from "./fixtures/column";
import { paragraphCentered, storyTextTh, teaImageTh } from "./fixtures/paragraph";
import { rowCentered } from "./fixtures/row";
import { sectionBrand, sectionDarkFull, sectionMuted, sectionPlain } from "./fixtures/section";
import { sliderSingle } from "./fixtures/slider";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Section",
  component: Section,
  args: {
    ukey: "about-story",
    setting: resolvedSetting("section", sectionPlain),
    children: (
      <Row ukey="about-story-row" setting={resolvedSetting("row", rowCentered)}>
        <Column ukey="about-story-text" setting={resolvedSetting("column", columnHalf)}>
          <Paragraph ukey="about-story-paragraph" setting={{ align: "start", blocks: [storyTextTh] }} />
        </Column>
        <Column ukey="about-story-image" setting={resolvedSetting("column", columnHalf)}>
          <Paragraph ukey="about-story-photo" setting={{ align: "center", blocks: [teaImageTh] }} />
        </Column>
      </Row>
    ),
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Muted: Story = { args: { ukey: "best-sellers", setting: resolvedSetting("section", sectionMuted) } };

export const Brand: Story = {
  args: {
    ukey: "newsletter",
    setting: resolvedSetting("section", sectionBrand),
    children: <Paragraph ukey="newsletter-text" setting={resolvedSetting("paragraph", paragraphCentered)} />,
  },
};

export const DarkFullWidth: Story = {
  args: {
    ukey: "visit-band",
    setting: resolvedSetting("section", sectionDarkFull),
    children: <Slider ukey="visit-hero" setting={resolvedSetting("slider", sliderSingle)} />,
  },
};
