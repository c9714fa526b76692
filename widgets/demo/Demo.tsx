import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { DemoSettingResolved } from "~/generated/schemas";
import type { WidgetProps } from "../../registry/types";
import { SmartLink } from "../shared/SmartLink";
import { AuthPanel } from "./AuthPanel";
import { BasePanel } from "./BasePanel";
import { BuildPanel } from "./BuildPanel";
import { I18nPanel } from "./I18nPanel";
import { RegisterPanel } from "./RegisterPanel";

const PANELS = {
  build: BuildPanel,
  auth: AuthPanel,
  register: RegisterPanel,
  base: BasePanel,
  i18n: I18nPanel,
} as const;

/**
 * The head of a demo section page (§2): the page's h1, what it shows, the way back to the index, then a live panel
 * of what the shell knows, or the index's links as one navigation landmark with a heading per group.
 */
export default function Demo({ ukey, setting }: WidgetProps<DemoSettingResolved>) {
  const { title, headingLevel, intro, indexUrl, panel, groups = [] } = setting;
  const intl = useIntl();
  const navTitleId = useId();
  const Panel = panel ? PANELS[panel] : null;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="w-demo" data-ukey={ukey}>
      {indexUrl ? (
        <p className="w-demo__back">
          <SmartLink link={{ url: indexUrl }}>{intl.formatMessage({ id: "demo.backToIndex" })}</SmartLink>
        </p>
      ) : null}
      <Heading className="w-demo__title">{title}</Heading>
      {intro ? <p className="w-demo__intro">{intro}</p> : null}
      {Panel ? <Panel /> : null}
      {groups.length > 0 ? (
        <nav className="w-demo__nav" aria-labelledby={navTitleId}>
          <h2 className="visually-hidden" id={navTitleId}>
            {intl.formatMessage({ id: "demo.pages" })}
          </h2>
          {groups.map((group) => (
            <section key={group.heading} className="w-demo__group">
              <h3 className="w-demo__group-title">{group.heading}</h3>
              <ul className="w-demo__links">
                {group.links.map((entry) => (
                  <li key={entry.link.url}>
                    <SmartLink link={entry.link}>{entry.label}</SmartLink>
                    {entry.description ? <span className="w-demo__link-note">{entry.description}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
