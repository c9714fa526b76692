import type { Meta, StoryObj } from "@storybook/react-vite";
import SearchForm from "../widgets/search-form/SearchForm";
import { inContainer } from "./decorators";
import { searchFormDefault, searchFormTea } from "./fixtures/search-form";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Search form",
  component: SearchForm,
  args: { ukey: "header-search", setting: resolvedSetting("search-form", searchFormDefault) },
  decorators: [inContainer],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = { globals: { lang: "en" } };

export const CustomPlaceholder: Story = { args: { setting: resolvedSetting("search-form", searchFormTea) } };

/** On the search page the box shows the query of the URL. */
export const OnSearchPage: Story = { parameters: { route: "/search?q=%E0%B8%8A%E0%B8%B2" } };
