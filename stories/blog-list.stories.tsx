import type { Meta, StoryObj } from "@storybook/react-vite";
import BlogList from "../widgets/blog-list/BlogList";
import { inContainer, withPageData } from "./decorators";
import { blogListLatest, blogListLatestEn, blogListTwo } from "./fixtures/blog-list";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Blog list",
  component: BlogList,
  args: { ukey: "home-blog", setting: resolvedSetting("blog-list", blogListLatest) },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("blog-list", blogListLatestEn) },
  globals: { lang: "en" },
};

export const TwoWithoutTitle: Story = { args: { setting: resolvedSetting("blog-list", blogListTwo) } };
