import type { Meta, StoryObj } from "@storybook/react-vite";
import { CouponListView } from "../widgets/coupon-list/CouponListView";
import { inContainer, withPageData } from "./decorators";
import { couponsEveryState, couponsGuest, couponListSetting, couponStoryNow } from "./fixtures/coupon-list";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Coupon list",
  component: CouponListView,
  args: {
    ukey: "coupons",
    setting: resolvedSetting("coupon-list", couponListSetting),
    data: couponsEveryState,
    now: couponStoryNow,
    onClaimed: () => {},
    onRefused: () => {},
  },
  decorators: [inContainer, withPageData(homePage)],
} satisfies Meta<typeof CouponListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in shopper who is no member: claimable, members only, not yet claimable, expired, used up, claimed. */
export const EveryState: Story = {};

/** A guest: Claim says "Please log in", with a log-in button. */
export const Guest: Story = { args: { data: couponsGuest } };

export const English: Story = { globals: { lang: "en" } };

export const Loading: Story = { args: { data: null } };

export const Empty: Story = { args: { data: { ...couponsEveryState, coupons: [] } } };
