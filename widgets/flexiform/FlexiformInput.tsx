import type { UseFormRegisterReturn } from "react-hook-form";
import { useIntl } from "~/i18n/useIntl";
import { FLEXIFORM_TEXT_MAX, type FlexiformField } from "~/lib/flexiform";

interface FlexiformInputProps {
  field: FlexiformField;
  id: string;
  registration: UseFormRegisterReturn;
  /** What is wrong with the value, in the page's language; null when nothing is. */
  error: string | null;
}

/** The keyboard a phone shows and what the browser may fill in, per field type. */
const INPUT_TYPES = { text: "text", email: "email", tel: "tel", number: "text" } as const;

/**
 * One field of a flexiform: its label (marked when required), the control, its hint and its error, tied to the
 * control by aria-describedby; aria-invalid while the value is wrong. Number fields are text fields with a
 * decimal keyboard, so what was typed is checked (and named) as typed.
 */
export function FlexiformInput({ field, id, registration, error }: FlexiformInputProps) {
  const intl = useIntl();
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    ...registration,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, helpId].filter(Boolean).join(" ") || undefined,
    "aria-required": field.required || undefined,
  };
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="w-flexiform__required"> {intl.formatMessage({ id: "flexiform.required" })}</span>
      ) : null}
    </>
  );
  const notes = (
    <>
      {field.help ? (
        <p className="w-flexiform__help" id={helpId}>
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p className="w-flexiform__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );

  if (field.type === "checkbox") {
    return (
      <div className="w-flexiform__field w-flexiform__field--checkbox">
        <input type="checkbox" {...control} />
        <label htmlFor={id}>{label}</label>
        {notes}
      </div>
    );
  }
  // the browser stops typing at the most characters allowed (a number's max bounds its value instead)
  const maxLength = field.type === "number" ? undefined : Math.min(field.max ?? FLEXIFORM_TEXT_MAX, FLEXIFORM_TEXT_MAX);
  return (
    <div className="w-flexiform__field">
      <label htmlFor={id}>{label}</label>
      {field.type === "textarea" ? (
        <textarea rows={5} maxLength={maxLength} {...control} />
      ) : field.type === "select" ? (
        <select {...control}>
          <option value="">{intl.formatMessage({ id: "flexiform.choose" })}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={INPUT_TYPES[field.type]}
          inputMode={field.type === "number" ? "decimal" : undefined}
          autoComplete={field.type === "email" ? "email" : field.type === "tel" ? "tel" : undefined}
          maxLength={maxLength}
          {...control}
        />
      )}
      {notes}
    </div>
  );
}
