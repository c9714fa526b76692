import type { Meta, StoryObj } from "@storybook/react-vite";
import RecentlyViewed from "../widgets/recently-viewed/RecentlyViewed";
import { inContainer, seedRecentlyViewed, withPageData } from "./decorators";
import { UUID } from "./fixtures/catalogue";
import { homePage } from "./fixtures/pages";
import { recentlyViewedDefault, recentlyViewedTitled } from "./fixtures/recently-viewed";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Recently viewed",
  component: RecentlyViewed,
  args: { ukey: "tpl-recently-viewed", setting: resolvedSetting("recently-viewed", recentlyViewedDefault) },
  decorators: [inContainer, withPageData(homePage)],
  beforeEach: seedRecentlyViewed([UUID.matcha, UUID.oolong, UUID.giftSet, UUID.arabica, UUID.teacup]),
} satisfies Meta<typeof RecentlyViewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = { globals: { lang: "en" } };

export const TitledAndLimited: Story = { args: { setting: resolvedSetting("recently-viewed", recentlyViewedTitled) } };

/** Nothing viewed yet: the widget renders nothing. */
export const NothingViewed: Story = { beforeEach: seedRecentlyViewed([]) };
