import type { Meta, StoryObj } from "@storybook/react-vite";
import CategoryList from "../widgets/category-list/CategoryList";
import { inContainer, withPageData } from "./decorators";
import { categoryListTeaLinks, categoryListTopCards, categoryListTopCardsEn } from "./fixtures/category-list";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Category list",
  component: CategoryList,
  args: { ukey: "home-categories", setting: resolvedSetting("category-list", categoryListTopCards) },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};

export const CardsEnglish: Story = {
  args: { setting: resolvedSetting("category-list", categoryListTopCardsEn) },
  globals: { lang: "en" },
};

/** The subcategories of Tea, sorted by rank, as links. */
export const Links: Story = {
  args: { ukey: "tea-subcategories", setting: resolvedSetting("category-list", categoryListTeaLinks) },
};
