import type { Meta, StoryObj } from "@storybook/react-vite";
import ProductListing from "../widgets/product-listing/ProductListing";
import { inContainer, withPageData } from "./decorators";
import { categoryPage, emptyCategoryPage } from "./fixtures/pages";
import { productListingDefault, productListingThreeColumns } from "./fixtures/product-listing";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Product listing",
  component: ProductListing,
  args: { ukey: "tpl-product-listing", setting: resolvedSetting("product-listing", productListingDefault) },
  decorators: [inContainer, withPageData((lang) => categoryPage(lang))],
  parameters: { route: categoryPage("th").path },
} satisfies Meta<typeof ProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = { globals: { lang: "en" } };

export const SecondPage: Story = {
  args: { setting: resolvedSetting("product-listing", productListingThreeColumns) },
  decorators: [withPageData((lang) => categoryPage(lang, 2))],
  parameters: { route: `${categoryPage("th", 2).path}${categoryPage("th", 2).search}` },
};

export const EmptyCategory: Story = {
  decorators: [withPageData(emptyCategoryPage)],
  parameters: { route: emptyCategoryPage("th").path },
};
