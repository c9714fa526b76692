import type { Meta, StoryObj } from "@storybook/react-vite";
import Breadcrumbs from "../widgets/breadcrumbs/Breadcrumbs";
import { inContainer, withPageData } from "./decorators";
import { breadcrumbsDefault, breadcrumbsNoHome } from "./fixtures/breadcrumbs";
import { categoryPage, productPage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Breadcrumbs",
  component: Breadcrumbs,
  args: { ukey: "tpl-breadcrumbs", setting: resolvedSetting("breadcrumbs", breadcrumbsDefault) },
  decorators: [inContainer, withPageData((lang) => productPage(lang))],
  parameters: { route: productPage("th").path },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};

export const English: Story = { globals: { lang: "en" } };

export const CategoryPage: Story = {
  decorators: [withPageData((lang) => categoryPage(lang))],
  parameters: { route: categoryPage("th").path },
};

export const WithoutHome: Story = { args: { setting: resolvedSetting("breadcrumbs", breadcrumbsNoHome) } };
