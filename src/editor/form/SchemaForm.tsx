import { useEffect, useId, useMemo, useRef } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { EditorLang, EditorServices, FieldProblem } from "../contracts";
import { FormContext } from "./FormContext";
import { RootProblems } from "./RootProblems";
import { ObjectProperties } from "./fields/ObjectField";
import type { JsonSchema } from "./jsonSchema";
import { useFocusPointer } from "./useFocusPointer";
import { sameSetting, withoutUnset } from "./settingValue";
import { settingProblems } from "./validation";

export type Setting = Record<string, unknown>;

const NO_PROBLEMS: readonly FieldProblem[] = [];

export interface SchemaFormProps {
  /** The kind's setting schema, $refs resolved (loadKindSchema). */
  schema: JsonSchema;
  /** The node's setting. A value other than the last one given to onChange (undo, another node) resets the form. */
  value: Setting;
  /** Called with the whole new setting at every change (unset properties left out); the caller debounces. */
  onChange: (setting: Setting) => void;
  /** The editor's language: labels, help and validation messages. */
  lang: EditorLang;
  /** Problems from the server or the preview frame, at pointers inside the setting. */
  problems?: readonly FieldProblem[];
  /** A pointer inside the setting whose field is scrolled into view and focused when it changes. */
  focusPointer?: string | null;
  services: EditorServices;
}

/** The selected node's setting as a form generated from its kind's JSON Schema (react-hook-form holds it). */
export function SchemaForm({
  schema,
  value,
  onChange,
  lang,
  problems = NO_PROBLEMS,
  focusPointer,
  services,
}: SchemaFormProps) {
  const formId = useId();
  // react-hook-form writes into the values it is given: it gets a copy, the caller's tree stays as it was
  const form = useForm<Setting>({ defaultValues: structuredClone(value) });
  const given = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    if (sameSetting(value, given.current)) return;
    given.current = value;
    form.reset(structuredClone(value));
  }, [form, value]);

  // every change of the form's values re-renders it (useWatch); a change that is not the value given is reported
  const current = useWatch({ control: form.control }) as Setting;
  useEffect(() => {
    const setting = withoutUnset(current);
    if (sameSetting(setting, given.current)) return; // a reset, or a change undone by the next
    given.current = setting;
    report.current(setting);
  }, [current]);
  const schemaProblems = useMemo(() => settingProblems(schema, withoutUnset(current), lang), [schema, current, lang]);
  const context = useMemo(
    () => ({ formId, lang, services, problems: [...schemaProblems, ...problems] }),
    [formId, lang, services, schemaProblems, problems],
  );
  const root = useRef<HTMLFormElement>(null);
  useFocusPointer(root, focusPointer);

  return (
    <FormProvider {...form}>
      <FormContext.Provider value={context}>
        <form ref={root} className="schema-form" noValidate onSubmit={(event) => event.preventDefault()}>
          <RootProblems />
          <ObjectProperties schema={schema} pointer="" />
        </form>
      </FormContext.Provider>
    </FormProvider>
  );
}
