import type { EditorLang, EditorServices, FieldProblem } from "../contracts";
export function SchemaForm(props: {
  schema: object;
  value: Record<string, unknown>;
  onChange(v: Record<string, unknown>): void;
  lang: EditorLang;
  problems: FieldProblem[];
  focusPointer?: string;
  services: EditorServices;
}) {
  return (
    <div>
      <textarea
        aria-label="setting"
        defaultValue={JSON.stringify(props.value, null, 2)}
        onChange={(e) => {
          try {
            props.onChange(JSON.parse(e.target.value));
          } catch {
            /* */
          }
        }}
      />
      <ul>
        {props.problems.map((p) => (
          <li key={p.pointer}>
            {p.pointer}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
