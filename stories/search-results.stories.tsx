import type { Meta, StoryObj } from "@storybook/react-vite";
import SearchResults from "../widgets/search-results/SearchResults";
import { inContainer, withPageData } from "./decorators";
import { emptySearchPage, searchPage } from "./fixtures/pages";
import { searchResultsDefault, searchResultsThreeColumns } from "./fixtures/search-results";
import { resolvedSetting } from "./resolvedSetting";

const route = (page: { path: string; search: string }) => `${page.path}${page.search}`;

const meta = {
  title: "Widgets/Search results",
  component: SearchResults,
  args: { ukey: "tpl-search-results", setting: resolvedSetting("search-results", searchResultsDefault) },
  decorators: [inContainer, withPageData((lang) => searchPage(lang))],
  parameters: { route: route(searchPage("th")) },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = { globals: { lang: "en" } };

/** Products on page 2 and posts on page 3: each pager keeps the other's page. */
export const LaterPages: Story = {
  args: { setting: resolvedSetting("search-results", searchResultsThreeColumns) },
  decorators: [withPageData((lang) => searchPage(lang, 2, 3))],
  parameters: { route: route(searchPage("th", 2, 3)) },
};

export const NothingFound: Story = {
  decorators: [withPageData(emptySearchPage)],
  parameters: { route: route(emptySearchPage("th")) },
};
