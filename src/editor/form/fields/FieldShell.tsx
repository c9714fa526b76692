import type { ReactNode } from "react";
import { useProblemsAt, useSchemaForm } from "../FormContext";
import { fieldId } from "../pointers";

/** What a field's control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "data-pointer": string;
}

interface ShellProps {
  pointer: string;
  label: string;
  help?: string;
  /** Show the problems inside the field too (a field edited as one piece: an image, a link, JSON). */
  within?: boolean;
  /** Problems the field finds itself (a product the shop does not have), shown with the others. */
  ownProblems?: readonly string[];
}

/** A field's ids, its help and problems, the props its control (or group) takes to be described by them. */
function useShell({ pointer, help, within = false, ownProblems = [] }: ShellProps) {
  const { formId } = useSchemaForm();
  const messages = [...useProblemsAt(pointer, { within }), ...ownProblems];
  const id = fieldId(formId, pointer);
  const helpId = help ? `${id}-help` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    "aria-describedby": [helpId, errorId].filter(Boolean).join(" ") || undefined,
    ...(errorId ? { "aria-invalid": true as const } : {}),
    "data-pointer": pointer,
  };
  const notes = (
    <>
      {help && (
        <p id={helpId} className="form-help">
          {help}
        </p>
      )}
      {errorId && (
        <ul id={errorId} className="form-error">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
  return { control, notes };
}

/** One labelled control with its help and problems: every leaf field of the form is drawn in one. */
export function FieldShell(props: ShellProps & { children: (control: ControlProps) => ReactNode }) {
  const { control, notes } = useShell(props);
  return (
    <div className="form-field">
      <label id={`${control.id}-label`} htmlFor={control.id}>
        {props.label}
      </label>
      {props.children(control)}
      {notes}
    </div>
  );
}

/**
 * A fieldset with a legend, its help and problems, around fields of its own (an object, a list, a picker). A picker
 * gives its main control the group's description (children as a function) so its problems are read at the control.
 */
export function GroupShell(
  props: ShellProps & { children: ReactNode | ((description: Omit<ControlProps, "id" | "data-pointer">) => ReactNode) },
) {
  const { control, notes } = useShell(props);
  const { id: _id, "data-pointer": _pointer, ...description } = control;
  return (
    <fieldset className="form-group" {...control} tabIndex={-1}>
      <legend>{props.label}</legend>
      {notes}
      {typeof props.children === "function" ? props.children(description) : props.children}
    </fieldset>
  );
}
