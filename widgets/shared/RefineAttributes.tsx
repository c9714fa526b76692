import { useIntl } from "~/i18n/useIntl";
import type { ListingRefine } from "~/generated/schemas";
import { attributeParamOf } from "~/lib/listingAttributes";

/**
 * The filters by the shop's product attributes in the refine form: a fieldset per attribute (its name the legend)
 * with a checkbox per value and its count. A GET form sends each ticked value as the attribute's parameter
 * (a.tea-type=oolong), repeated for several.
 */
export function RefineAttributes({ refine }: { refine: ListingRefine }) {
  const intl = useIntl();
  return (refine.facets.attributes ?? []).map((attribute) => {
    const chosen = refine.choice.attributes?.[attribute.key] ?? [];
    return (
      <fieldset key={attribute.key} className="refine-form__attribute">
        <legend>{attribute.name}</legend>
        {attribute.values.map((value) => (
          <label key={value.key} className="refine-form__check">
            <input
              type="checkbox"
              name={attributeParamOf(attribute.key)}
              value={value.key}
              defaultChecked={chosen.includes(value.key)}
            />
            {intl.formatMessage(
              { id: "refine.attributeValue" },
              { value: value.name, count: intl.formatNumber(value.count) },
            )}
          </label>
        ))}
      </fieldset>
    );
  });
}
