import { useIntl } from "~/i18n/useIntl";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/app/loaders/root.server";
import type { MessageId } from "~/i18n/messages";
import { DemoFacts } from "./DemoFacts";

/** The shop's base data as this page was given it: on a demo page, read fresh (§2). */
export function BasePanel() {
  const intl = useIntl();
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (!shop) return <p className="w-demo__note">{intl.formatMessage({ id: "demo.base.missing" })}</p>;
  return (
    <DemoFacts
      testId="demo-base"
      facts={[
        [t("demo.base.name"), shop.name],
        [t("demo.base.webName"), shop.webName],
        [t("demo.base.id"), String(shop.id)],
        [t("demo.base.title"), shop.webHead.title],
        [t("demo.base.description"), shop.webHead.description],
      ]}
    />
  );
}
