import type { Meta, StoryObj } from "@storybook/react-vite";
import BlogList from "../widgets/blog-list/BlogList";
import { inContainer, withPageData } from "./decorators";
import { blogListLatest, blogListLatestEn, blogListTwo } from "./fixtures/blog-list";
import { homePage } from "./fixtures/pages";

const meta = {
  title: "Widgets/Blog list",
  component: BlogList,
  args: { ukey: "home-blog", setting: blogListLatest },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: blogListLatestEn },
  globals: { lang: "en" },
};

export const TwoWithoutTitle: Story = { args: { setting: blogListTwo } };
