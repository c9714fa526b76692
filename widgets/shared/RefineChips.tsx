import { Link, useLocation } from "react-router";
import { useIntl } from "~/i18n/useIntl";
import type { ListingChoiceData } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { chosenFilters, type ListingParam, withoutListingParam } from "~/lib/listingQuery";

/** What a chip of a chosen filter says. */
function chipText(intl: ReturnType<typeof useIntl>, choice: ListingChoiceData, param: ListingParam): string {
  const price = param === "price_min" ? choice.priceMin : choice.priceMax;
  if (param === "in_stock") return intl.formatMessage({ id: "refine.chip.in_stock" });
  return intl.formatMessage(
    { id: `refine.chip.${param === "price_min" ? "price_min" : "price_max"}` },
    {
      price: formatBaht(intl, price ?? 0),
    },
  );
}

/**
 * The chosen filters as removable chips: each a link to the same list without that filter (and back at its first
 * page), so a chip removes its filter with or without the page's JavaScript. Nothing when no filter is chosen.
 */
export function RefineChips({ choice }: { choice: ListingChoiceData }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const chosen = chosenFilters(choice);
  if (chosen.length === 0) return null;
  return (
    <ul className="refine-chips" aria-label={intl.formatMessage({ id: "refine.chosen" })}>
      {chosen.map((param) => {
        const text = chipText(intl, choice, param);
        return (
          <li key={param}>
            <Link
              className="refine-chips__chip"
              to={{ pathname, search: withoutListingParam(search, param) }}
              aria-label={intl.formatMessage({ id: "refine.remove" }, { filter: text })}
            >
              {text}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
