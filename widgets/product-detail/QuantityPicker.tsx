import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { QuantityBounds } from "~/lib/quantityBounds";

export interface QuantityPickerProps {
  /** What the input shows: the shopper's typing, which may be out of bounds until it loses focus. */
  text: string;
  /** The quantity in effect (within the bounds). */
  quantity: number;
  bounds: QuantityBounds;
  unit: string;
  onTextChange: (text: string) => void;
  onCommit: () => void;
  onStep: (quantity: number) => void;
}

/** − / number input / +, kept within the order limits and stock; disabled when the product cannot be ordered. */
export function QuantityPicker({ text, quantity, bounds, unit, onTextChange, onCommit, onStep }: QuantityPickerProps) {
  const intl = useIntl();
  const inputId = useId();
  const disabled = !bounds.orderable;
  // At a limit a step button says so (aria-disabled) but stays focusable: disabling it would drop the focus of the
  // shopper who just pressed it to the page's body.
  const atMin = quantity <= bounds.min;
  const atMax = bounds.max !== null && quantity >= bounds.max;
  return (
    <div className="w-product-detail__quantity">
      <label className="w-product-detail__quantity-label" htmlFor={inputId}>
        {intl.formatMessage({ id: "product.quantity" })}
      </label>
      <div className="quantity-picker">
        <button
          type="button"
          className="quantity-picker__step"
          aria-label={intl.formatMessage({ id: "product.decrease" })}
          aria-controls={inputId}
          disabled={disabled}
          aria-disabled={atMin}
          onClick={() => atMin || onStep(quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="quantity-picker__input"
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max ?? undefined}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === "Enter") onCommit();
          }}
          data-testid="quantity-input"
        />
        <button
          type="button"
          className="quantity-picker__step"
          aria-label={intl.formatMessage({ id: "product.increase" })}
          aria-controls={inputId}
          disabled={disabled}
          aria-disabled={atMax}
          onClick={() => atMax || onStep(quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="w-product-detail__quantity-unit">{unit}</span>
    </div>
  );
}
