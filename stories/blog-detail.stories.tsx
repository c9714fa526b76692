import type { Meta, StoryObj } from "@storybook/react-vite";
import BlogDetail from "../widgets/blog-detail/BlogDetail";
import { inContainer, withPageData } from "./decorators";
import { blogDetailDefault, blogDetailNoDate } from "./fixtures/blog-detail";
import { blogPage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Blog detail",
  component: BlogDetail,
  args: { ukey: "tpl-blog-detail", setting: resolvedSetting("blog-detail", blogDetailDefault) },
  decorators: [inContainer, withPageData(blogPage)],
  parameters: { route: blogPage("th").path },
} satisfies Meta<typeof BlogDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

/** The date in en-US; the link in the content gets the /en prefix. */
export const English: Story = { globals: { lang: "en" } };

export const WithoutDate: Story = { args: { setting: resolvedSetting("blog-detail", blogDetailNoDate) } };
