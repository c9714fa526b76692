import { useIntl } from "~/i18n/useIntl";
import { Link, useLocation } from "react-router";
import type { Paging } from "~/generated/schemas";
import { type PageParam, pageNumbers, withPageParam } from "~/lib/paging";

export interface PagerProps {
  paging: Paging;
  /** The query parameter of this list: p_page (products) or b_page (blog posts), independent of each other. */
  param: PageParam;
  /** Names the navigation landmark, e.g. "Product pages". */
  label: string;
}

/**
 * Previous / next and page numbers (with gaps) of a paged list. Links change only this list's page parameter and
 * keep the rest of the URL, and the router keeps the scroll position relative to the list (§2 scroll rules, ScrollManager). Nothing for a single page.
 */
export function Pager({ paging, param, label }: PagerProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { page, pageCount } = paging;
  if (pageCount <= 1) return null;
  const to = (n: number) => ({ pathname, search: withPageParam(search, param, n) });
  const previous = intl.formatMessage({ id: "pager.previous" });
  const next = intl.formatMessage({ id: "pager.next" });
  return (
    <nav className="pager" aria-label={label} data-page-param={param}>
      <ul className="pager__list">
        <li className="pager__item pager__item--edge">
          {page > 1 ? (
            <Link className="pager__link" to={to(Math.min(page - 1, pageCount))} rel="prev">
              <span aria-hidden="true">‹ </span>
              {previous}
            </Link>
          ) : (
            <span className="pager__link pager__link--disabled" aria-disabled="true">
              <span aria-hidden="true">‹ </span>
              {previous}
            </span>
          )}
        </li>
        {pageNumbers(page, pageCount).map((entry, index) =>
          entry === "gap" ? (
            // a gap has no identity of its own; there are at most two, fixed by their place
            <li key={`gap-${index}`} className="pager__item pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry} className="pager__item">
              <Link
                className="pager__link pager__number"
                to={to(entry)}
                aria-label={intl.formatMessage({ id: "pager.page" }, { page: entry })}
                aria-current={entry === page ? "page" : undefined}
              >
                {intl.formatNumber(entry)}
              </Link>
            </li>
          ),
        )}
        <li className="pager__item pager__item--edge">
          {page < pageCount ? (
            <Link className="pager__link" to={to(page + 1)} rel="next">
              {next}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className="pager__link pager__link--disabled" aria-disabled="true">
              {next}
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
