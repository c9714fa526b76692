import type { Meta, StoryObj } from "@storybook/react-vite";
import RelatedProducts from "../widgets/related-products/RelatedProducts";
import { inContainer, withPageData } from "./decorators";
import { productPage } from "./fixtures/pages";
import { relatedProductsDefault, relatedProductsTitled } from "./fixtures/related-products";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Related products",
  component: RelatedProducts,
  args: { ukey: "tpl-related-products", setting: resolvedSetting("related-products", relatedProductsDefault) },
  decorators: [inContainer, withPageData((lang) => productPage(lang))],
  parameters: { route: productPage("th").path },
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The oolong's page: four other teas, under the default heading. */
export const Thai: Story = {};

export const English: Story = { globals: { lang: "en" } };

/** The owner's own heading, two products. */
export const TitledTwo: Story = { args: { setting: resolvedSetting("related-products", relatedProductsTitled) } };
