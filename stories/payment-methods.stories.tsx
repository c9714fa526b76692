import type { Meta, StoryObj } from "@storybook/react-vite";
import { PaymentMethodList } from "../widgets/payment-methods/PaymentMethods";
import { inContainer } from "./decorators";
import {
  allPaymentMethods,
  fewPaymentMethods,
  paymentMethodsCompact,
  paymentMethodsDefault,
} from "./fixtures/payment-methods";
import { resolvedSetting } from "./resolvedSetting";

// The widget reads the shop's methods from the root loader data; its list is shown with them given directly.
const meta = {
  title: "Widgets/Payment methods",
  component: PaymentMethodList,
  args: {
    ukey: "footer-payment-methods",
    methods: allPaymentMethods,
    setting: resolvedSetting("payment-methods", paymentMethodsDefault),
  },
  decorators: [inContainer],
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMethods: Story = {};

export const English: Story = { globals: { lang: "en" } };

export const CompactCentred: Story = { args: { setting: resolvedSetting("payment-methods", paymentMethodsCompact) } };

export const TwoMethods: Story = { args: { methods: fewPaymentMethods } };

export const Phone: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
