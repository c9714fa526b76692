import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Breadcrumb, BreadcrumbsSettingResolved } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";

const HOME = "/";

/** The trail with the home step added (showHome) or removed (not showHome) at its start. */
export function trailOf(breadcrumbs: readonly Breadcrumb[], showHome: boolean, homeLabel: string): Breadcrumb[] {
  const startsAtHome = breadcrumbs[0]?.url === HOME;
  if (showHome) return startsAtHome ? [...breadcrumbs] : [{ label: homeLabel, url: HOME }, ...breadcrumbs];
  return startsAtHome ? breadcrumbs.slice(1) : [...breadcrumbs];
}

/** The page's trail (home, categories, product or post) as a breadcrumb navigation; the last step is this page. */
export default function Breadcrumbs({ ukey, setting }: WidgetProps<BreadcrumbsSettingResolved>) {
  const { showHome } = setting;
  const intl = useIntl();
  const lang = useLang();
  const breadcrumbs = usePageData().otherData.breadcrumbs ?? [];
  if (breadcrumbs.length === 0) return null;
  const trail = trailOf(breadcrumbs, showHome, intl.formatMessage({ id: "breadcrumbs.home" }));
  return (
    <nav className="w-breadcrumbs" aria-label={intl.formatMessage({ id: "breadcrumbs.label" })} data-ukey={ukey}>
      <ol className="w-breadcrumbs__list">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            // a trail may pass the same URL twice only in broken data; the position keeps keys unique
            <li key={`${index}-${crumb.url}`} className="w-breadcrumbs__item">
              <Link
                className="w-breadcrumbs__link"
                to={localizeHref(crumb.url, lang)}
                aria-current={last ? "page" : undefined}
              >
                {crumb.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
