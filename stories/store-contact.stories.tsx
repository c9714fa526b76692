import type { Meta, StoryObj } from "@storybook/react-vite";
import StoreContact from "../widgets/store-contact/StoreContact";
import { inContainer } from "./decorators";
import { storeContactEn, storeContactNoMap, storeContactTh } from "./fixtures/store-contact";

const meta = {
  title: "Widgets/Store contact",
  component: StoreContact,
  args: { ukey: "contact-store", setting: storeContactTh },
  decorators: [inContainer],
} satisfies Meta<typeof StoreContact>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: storeContactEn },
  globals: { lang: "en" },
};

export const NoMap: Story = {
  args: { setting: storeContactNoMap },
};

export const FooterColumn: Story = {
  args: { setting: { ...storeContactTh, showMap: false } },
};
