import type { Meta, StoryObj } from "@storybook/react-vite";
import ProductDetail from "../widgets/product-detail/ProductDetail";
import { inContainer, withPageData } from "./decorators";
import { productDetailFull, productDetailPlain } from "./fixtures/product-detail";
import { productPage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Product detail",
  component: ProductDetail,
  args: { ukey: "tpl-product-detail", setting: resolvedSetting("product-detail", productDetailFull) },
  decorators: [inContainer, withPageData((lang) => productPage(lang))],
  parameters: { route: productPage("th").path },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first variant (100 g): tier prices from 5 bags, at most 50 an order. */
export const Thai: Story = {};

export const English: Story = { globals: { lang: "en" } };

/** The 250 g variant from the URL: only 3 left. */
export const SecondVariant: Story = {
  decorators: [withPageData((lang) => productPage(lang, 102))],
  parameters: { route: productPage("th", 102).path },
};

/** The 500 g variant is sold out: no quantity picker. */
export const SoldOutVariant: Story = {
  decorators: [withPageData((lang) => productPage(lang, 103))],
  parameters: { route: productPage("th", 103).path },
};

export const WithoutTierTableAndCategories: Story = {
  args: { setting: resolvedSetting("product-detail", productDetailPlain) },
};
