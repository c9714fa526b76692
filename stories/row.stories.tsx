import type { Meta, StoryObj } from "@storybook/react-vite";
import Column from "../widgets/column/Column";
import Paragraph from "../widgets/paragraph/Paragraph";
import Row from "../widgets/row/Row";
import { columnThird } from "./fixtures/column";
import { rowCentered, rowDefault, rowTight } from "./fixtures/row";
import { resolvedSetting } from "./resolvedSetting";

const features = [
  { title: "เก็บด้วยมือทุกยอด", text: "คัดเฉพาะยอดอ่อนสองใบกับหนึ่งยอด ในช่วงเช้าที่อากาศเย็น" },
  { title: "บ่มในโรงบ่มของเราเอง", text: "ควบคุมอุณหภูมิและเวลาคั่วทุกล็อต ให้รสชาติคงที่" },
  { title: "ส่งตรงจากดอย", text: "แพ็กสุญญากาศกันความชื้น ถึงมือคุณภายใน 2–3 วัน" },
];

const children = features.map((feature) => (
  <Column key={feature.title} ukey={`feature-${feature.title}`} setting={resolvedSetting("column", columnThird)}>
    <Paragraph
      ukey={`feature-text-${feature.title}`}
      setting={{ align: "center", blocks: [{ type: "text", html: `<h3>${feature.title}</h3><p>${feature.text}</p>` }] }}
    />
  </Column>
));

const meta = {
  title: "Widgets/Row",
  component: Row,
  args: { ukey: "home-features", setting: resolvedSetting("row", rowDefault), children },
  decorators: [
    (Story) => (
      <div className="container" style={{ paddingBlock: "2rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};

export const WideGapCentered: Story = { args: { setting: resolvedSetting("row", rowCentered) } };

export const NoGap: Story = { args: { setting: resolvedSetting("row", rowTight) } };
