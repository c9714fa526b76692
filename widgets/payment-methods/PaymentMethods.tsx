import { useIntl } from "~/i18n/useIntl";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/app/loaders/root.server";
import type { PaymentMethodsSettingResolved } from "~/generated/schemas";
import { METHOD_NOTE_VALUES, METHODS_WITH_NOTE, type PaymentMethod } from "~/lib/paymentMethods";
import type { WidgetProps } from "../../registry/types";
import { PaymentMethodIcon } from "./PaymentMethodIcon";

interface PaymentMethodListProps {
  ukey: string;
  methods: readonly PaymentMethod[];
  setting: PaymentMethodsSettingResolved;
}

/** The methods as a labelled list: icon, name and, where the method has one, its note (§1 texts). */
export function PaymentMethodList({ ukey, methods, setting }: PaymentMethodListProps) {
  const { showNotes, align } = setting;
  const intl = useIntl();
  if (methods.length === 0) return null;
  return (
    <ul
      className="w-payment-methods"
      data-align={align}
      aria-label={intl.formatMessage({ id: "paymentMethods.label" })}
      data-ukey={ukey}
    >
      {methods.map((method) => (
        <li key={method} className="w-payment-methods__item" data-method={method}>
          <PaymentMethodIcon method={method} />
          <span className="w-payment-methods__text">
            <span className="w-payment-methods__name">{intl.formatMessage({ id: `payment.method.${method}` })}</span>
            {showNotes && METHODS_WITH_NOTE.has(method) && (
              <span className="w-payment-methods__note">
                {intl.formatMessage({ id: `payment.method.${method}.note` }, METHOD_NOTE_VALUES)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The payment methods the shop offers (base data paymentMethods, in its order). */
export default function PaymentMethods({ ukey, setting }: WidgetProps<PaymentMethodsSettingResolved>) {
  const methods = useRouteLoaderData<RootData>("root")?.shop?.paymentMethods ?? [];
  return <PaymentMethodList ukey={ukey} methods={methods} setting={setting} />;
}
