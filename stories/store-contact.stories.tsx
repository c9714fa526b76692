import type { Meta, StoryObj } from "@storybook/react-vite";
import StoreContact from "../widgets/store-contact/StoreContact";
import { inContainer } from "./decorators";
import { storeContactEn, storeContactNoMap, storeContactTh } from "./fixtures/store-contact";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Store contact",
  component: StoreContact,
  args: { ukey: "contact-store", setting: resolvedSetting("store-contact", storeContactTh) },
  decorators: [inContainer],
} satisfies Meta<typeof StoreContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("store-contact", storeContactEn) },
  globals: { lang: "en" },
};

export const NoMap: Story = {
  args: { setting: resolvedSetting("store-contact", storeContactNoMap) },
};

export const FooterColumn: Story = {
  args: { setting: resolvedSetting("store-contact", { ...storeContactTh, showMap: false }) },
};
