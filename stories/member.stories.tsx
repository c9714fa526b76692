import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { useStores } from "~/stores/StoreProvider";
import Member from "../widgets/member/Member";
import { inContainer, withPageData } from "./decorators";
import { fakeMemberApi, memberDefault, memberTitled } from "./fixtures/member";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

/** Checks the session as the page's AuthRuntime does (answered by the story's fake API). */
function SessionCheck() {
  const { auth } = useStores();
  useEffect(() => void auth.check(), [auth]);
  return null;
}

const withSessionCheck: Decorator = (Story) => (
  <>
    <SessionCheck />
    <Story />
  </>
);

const meta = {
  title: "Widgets/Member",
  component: Member,
  args: { ukey: "member", setting: resolvedSetting("member", memberDefault) },
  decorators: [withSessionCheck, inContainer, withPageData(homePage)],
  beforeEach: fakeMemberApi("notMember"),
} satisfies Meta<typeof Member>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in, not a member: "Join" opens the consent dialog; confirming joins and the count goes up. */
export const NotMember: Story = {};

export const IsMember: Story = { beforeEach: fakeMemberApi("member") };

/** A guest: a log-in button (it would go to the account service). */
export const Guest: Story = { beforeEach: fakeMemberApi("guest") };

export const English: Story = { globals: { lang: "en" } };

export const TitledAsPage: Story = {
  args: { setting: resolvedSetting("member", memberTitled) },
  beforeEach: fakeMemberApi("member", 1),
};
