import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { ListingRefine } from "~/generated/schemas";
import { LISTING_SORTS } from "~/lib/listingQuery";
import { RefineAttributes } from "./RefineAttributes";

export interface RefineFormProps {
  refine: ListingRefine;
  /** Parameters the list keeps whatever is chosen (the search page's q), as hidden fields. */
  keep: Readonly<Record<string, string>>;
  /** Search results: the default order is the best match rather than the shop's own. */
  relevance: boolean;
}

/**
 * The sort and filters of a product list as a plain GET form to the same page: it works before (and without) the
 * page's JavaScript, and its URL is the list's, shareable. Submitting starts the list at its first page (the form
 * sends no p_page). Empty fields are sent empty, which the page reads as no filter; the attributes' checkboxes come
 * last, as the page cache's URL orders them (server/pageCache/pageQuery).
 */
export function RefineForm({ refine, keep, relevance }: RefineFormProps) {
  const intl = useIntl();
  const id = useId();
  const { choice, facets } = refine;
  const price = (amount: number | null) => (amount === null ? "" : String(amount));
  return (
    <form className="refine-form" method="get">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="refine-form__field">
        <label htmlFor={`${id}-sort`}>{intl.formatMessage({ id: "refine.sort" })}</label>
        <select id={`${id}-sort`} name="sort" defaultValue={choice.sort}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({
                id: sort === "featured" && relevance ? "refine.sort.relevance" : `refine.sort.${sort}`,
              })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="refine-form__price">
        <legend>{intl.formatMessage({ id: "refine.price" })}</legend>
        <label htmlFor={`${id}-min`}>{intl.formatMessage({ id: "refine.priceMin" })}</label>
        <input id={`${id}-min`} name="price_min" inputMode="decimal" size={7} defaultValue={price(choice.priceMin)} />
        <label htmlFor={`${id}-max`}>{intl.formatMessage({ id: "refine.priceMax" })}</label>
        <input id={`${id}-max`} name="price_max" inputMode="decimal" size={7} defaultValue={price(choice.priceMax)} />
      </fieldset>
      <label className="refine-form__check">
        <input type="checkbox" name="in_stock" value="1" defaultChecked={choice.inStock} />
        {intl.formatMessage({ id: "refine.inStock" }, { count: intl.formatNumber(facets.inStock) })}
      </label>
      <RefineAttributes refine={refine} />
      <button type="submit" className="button refine-form__apply">
        {intl.formatMessage({ id: "refine.apply" })}
      </button>
    </form>
  );
}
