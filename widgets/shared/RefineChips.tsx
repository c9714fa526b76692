import { Link, useLocation } from "react-router";
import { useIntl } from "~/i18n/useIntl";
import type { ListingChoiceData, ListingRefine } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { attributeParamOf, withoutAttributeValue } from "~/lib/listingAttributes";
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

/** A chip of a chosen attribute value for each, named as the form names them, with the query that removes it. */
function attributeChips(intl: ReturnType<typeof useIntl>, refine: ListingRefine, search: string) {
  return (refine.facets.attributes ?? []).flatMap((attribute) => {
    const chosen = refine.choice.attributes?.[attribute.key] ?? [];
    return attribute.values
      .filter((value) => chosen.includes(value.key))
      .map((value) => ({
        key: `${attributeParamOf(attribute.key)}=${value.key}`,
        text: intl.formatMessage({ id: "refine.chip.attribute" }, { attribute: attribute.name, value: value.name }),
        search: withoutAttributeValue(search, attribute.key, value.key),
      }));
  });
}

/**
 * The chosen filters as removable chips: each a link to the same list without that filter (an attribute's value,
 * one at a time; and back at its first page), so a chip removes its filter with or without the page's JavaScript.
 * Nothing when no filter is chosen.
 */
export function RefineChips({ refine }: { refine: ListingRefine }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const chips = [
    ...chosenFilters(refine.choice).map((param) => ({
      key: param,
      text: chipText(intl, refine.choice, param),
      search: withoutListingParam(search, param),
    })),
    ...attributeChips(intl, refine, search),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="refine-chips" aria-label={intl.formatMessage({ id: "refine.chosen" })}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            className="refine-chips__chip"
            to={{ pathname, search: chip.search }}
            aria-label={intl.formatMessage({ id: "refine.remove" }, { filter: chip.text })}
          >
            {chip.text}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
