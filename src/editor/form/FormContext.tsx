import { createContext, useContext } from "react";
import type { EditorLang, EditorServices, FieldProblem } from "../contracts";
import { isWithin } from "./pointers";

/** What every field of one SchemaForm reads: its id, the languages, the pickers' services and the problems. */
export interface FormContextValue {
  formId: string;
  lang: EditorLang;
  services: EditorServices;
  /** Schema problems (ajv) and the caller's problems, by pointer inside the setting. */
  problems: readonly FieldProblem[];
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useSchemaForm(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error("a form field outside a SchemaForm");
  return context;
}

/**
 * The messages a field shows: those at its pointer, and for a field edited as one piece (an image, a link, JSON),
 * those inside it too.
 */
export function useProblemsAt(pointer: string, { within = false } = {}): string[] {
  const { problems } = useSchemaForm();
  const messages = problems
    .filter((problem) => (within ? isWithin(problem.pointer, pointer) : problem.pointer === pointer))
    .map((problem) => problem.message);
  return [...new Set(messages)];
}
