import type { Meta, StoryObj } from "@storybook/react-vite";
import CartButton from "../widgets/cart-button/CartButton";
import { withPageData } from "./decorators";
import { cartButtonIcon, cartButtonWithLabel } from "./fixtures/cart-button";
import { homePage } from "./fixtures/pages";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/Cart button",
  component: CartButton,
  args: { ukey: "header-cart", setting: resolvedSetting("cart-button", cartButtonIcon) },
  decorators: [withPageData(homePage)],
  parameters: { layout: "centered" },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on a phone: the icon alone (the count appears once a shopper's cart is read in the browser). */
export const Icon: Story = {};

export const WithLabel: Story = { args: { setting: resolvedSetting("cart-button", cartButtonWithLabel) } };

export const English: Story = {
  args: { setting: resolvedSetting("cart-button", cartButtonWithLabel) },
  globals: { lang: "en" },
};
