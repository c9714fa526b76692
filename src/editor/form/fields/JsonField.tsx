import { useState } from "react";
import { useIntl } from "react-intl";
import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

/**
 * A value the form has no control for (an unknown shape, a oneOf it cannot tell apart), edited as JSON: the text
 * is kept while it does not parse, with the parse error shown at the field.
 */
export function JsonField({ pointer, label, help, required }: FieldProps) {
  const intl = useIntl();
  const [value, setValue] = useFieldValue<unknown>(pointer);
  const [draft, setDraft] = useState<{ text: string; error?: string } | null>(null);
  const text = draft?.text ?? (value === undefined ? "" : JSON.stringify(value, null, 2));
  const onChange = (next: string) => {
    if (next.trim() === "" && !required) {
      setDraft(null);
      return setValue(undefined);
    }
    try {
      const parsed: unknown = JSON.parse(next);
      setDraft(null);
      setValue(parsed);
    } catch (error) {
      setDraft({ text: next, error: (error as Error).message });
    }
  };
  const parseError = draft?.error && intl.formatMessage({ id: "form.json.invalid" }, { reason: draft.error });
  const jsonHelp = intl.formatMessage({ id: "form.json.help" });
  return (
    <FieldShell pointer={pointer} label={label} help={help ? `${help} (${jsonHelp})` : jsonHelp} within>
      {(control) => (
        <>
          <textarea
            {...control}
            {...(parseError
              ? {
                  "aria-invalid": true,
                  "aria-describedby": `${control.id}-parse ${control["aria-describedby"] ?? ""}`.trim(),
                }
              : {})}
            className="form-json"
            rows={6}
            spellCheck={false}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
          {parseError && (
            <p id={`${control.id}-parse`} className="form-error">
              {parseError}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
