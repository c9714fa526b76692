import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { runInAction } from "mobx";
import { type ReactNode, useState } from "react";
import { useStores } from "~/stores/StoreProvider";
import AccountMenu from "../widgets/account-menu/AccountMenu";
import { withPageData } from "./decorators";
import { accountMenuIcon, accountMenuWithLabel, shopper } from "./fixtures/account-menu";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

/** As after a session check that found this shopper (decorators run inside withPageData's stores). */
const loggedIn: Decorator = (Story) => (
  <AsLoggedIn>
    <Story />
  </AsLoggedIn>
);

function AsLoggedIn({ children }: { children: ReactNode }) {
  const { auth } = useStores();
  useState(() => runInAction(() => (auth.user = shopper)));
  return children;
}

const meta = {
  title: "Widgets/Account menu",
  component: AccountMenu,
  args: { ukey: "header-account", setting: resolvedSetting("account-menu", accountMenuIcon) },
  decorators: [withPageData(homePage)],
  parameters: { layout: "centered" },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest (and the server's render): the log-in button. */
export const Guest: Story = {};

export const GuestWithLabel: Story = { args: { setting: resolvedSetting("account-menu", accountMenuWithLabel) } };

/** A logged-in shopper: the menu of the account service's pages and log-out (open it to see them). */
export const LoggedIn: Story = {
  args: { setting: resolvedSetting("account-menu", accountMenuWithLabel) },
  decorators: [loggedIn],
};

export const LoggedInEnglish: Story = {
  args: { setting: resolvedSetting("account-menu", accountMenuWithLabel) },
  decorators: [loggedIn],
  globals: { lang: "en" },
};
