import type { Meta, StoryObj } from "@storybook/react-vite";
import ProductGrid from "../widgets/product-grid/ProductGrid";
import { inContainer, withPageData } from "./decorators";
import { productGridCompact, productGridFeatured, productGridFeaturedEn } from "./fixtures/product-grid";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Product grid",
  component: ProductGrid,
  args: { ukey: "home-best-sellers", setting: resolvedSetting("product-grid", productGridFeatured) },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("product-grid", productGridFeaturedEn) },
  globals: { lang: "en" },
};

/** Three columns, no title; the uuid the shop does not have is left out. */
export const Compact: Story = {
  args: { ukey: "gift-picks", setting: resolvedSetting("product-grid", productGridCompact) },
};
