import { HexColorPicker, setNonce } from "react-colorful";
import { cspNonce } from "../../cspNonce";
import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

setNonce(cspNonce); // the picker adds a style element of its own

/** A colour: react-colorful's picker (pointer and arrow keys) beside a text input for its code. */
export function ColourField({ schema, pointer, label, help, required }: FieldProps) {
  const [colour, setColour] = useFieldValue<string>(pointer);
  const shown = colour ?? (typeof schema.default === "string" ? schema.default : "#000000");
  return (
    <FieldShell pointer={pointer} label={label} help={help}>
      {(control) => (
        <div className="form-colour">
          <HexColorPicker color={shown} onChange={setColour} />
          <input
            {...control}
            type="text"
            pattern={schema.pattern}
            required={required}
            value={colour ?? ""}
            onChange={(event) => setColour(event.target.value === "" && !required ? undefined : event.target.value)}
          />
        </div>
      )}
    </FieldShell>
  );
}
