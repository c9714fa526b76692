import type { Meta, StoryObj } from "@storybook/react-vite";
import Column from "../widgets/column/Column";
import LanguageSwitcher from "../widgets/language-switcher/LanguageSwitcher";
import Row from "../widgets/row/Row";
import { columnBetween, columnFull, columnHalf, columnQuarterEnd } from "./fixtures/column";
import { languageSwitcherCode } from "./fixtures/language-switcher";
import { rowCentered } from "./fixtures/row";
import { resolvedSetting } from "./resolvedSetting";

const cell = {
  padding: "1rem",
  borderRadius: "0.625rem",
  background: "var(--color-surface)",
  border: "1px dashed var(--color-border-strong)",
};

const meta = {
  title: "Widgets/Column",
  component: Column,
  args: {
    ukey: "demo-column",
    setting: resolvedSetting("column", columnHalf),
    children: <div style={cell}>6/12 บนเดสก์ท็อป · เต็มความกว้างบนมือถือ</div>,
  },
  decorators: [
    (Story) => (
      <div className="container" style={{ paddingBlock: "2rem" }}>
        <Row ukey="demo-row" setting={resolvedSetting("row", rowCentered)}>
          <Story />
          <Column ukey="demo-sibling" setting={resolvedSetting("column", columnQuarterEnd)}>
            <div style={cell}>3/12 · 6/12 บนมือถือ</div>
          </Column>
        </Row>
      </div>
    ),
  ],
} satisfies Meta<typeof Column>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Half: Story = {};

export const Full: Story = {
  args: { setting: resolvedSetting("column", columnFull), children: <div style={cell}>12/12</div> },
};

export const SpaceBetween: Story = {
  args: {
    setting: resolvedSetting("column", columnBetween),
    children: (
      <>
        <span>โทร 02-123-4567 · ทุกวัน 9:00–18:00</span>
        <LanguageSwitcher ukey="demo-language" setting={resolvedSetting("language-switcher", languageSwitcherCode)} />
      </>
    ),
  },
};
