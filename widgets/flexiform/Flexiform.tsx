import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useIntl } from "~/i18n/useIntl";
import { useLocation } from "react-router";
import type { FlexiformSettingResolved } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import type { MessageId } from "~/i18n/messages";
import {
  emptyFlexiformValues,
  type FlexiformField,
  flexiformProblemOf,
  flexiformSchema,
  type FlexiformValues,
} from "~/lib/flexiform";
import { resolveLocalePath } from "~/lib/localePath";
import { useStores } from "~/stores/StoreProvider";
import type { WidgetProps } from "../../registry/types";
import { FlexiformInput } from "./FlexiformInput";

/** POST /api/forms/submit (ours): the shop API checks the values against this node's fields and stores them. */
export const FORM_SUBMIT_PATH = "/api/forms/submit";

type Sending = "idle" | "sending" | "sent" | "failed";

/**
 * A form built from its field list (§7 form_submission): react-hook-form with the zod schema of the fields
 * (src/lib/flexiform.ts, which the shop API applies again). On a submit with mistakes, an error summary listing each
 * field (linked to it) takes the focus and every wrong field says why (aria-invalid, aria-describedby); a valid form
 * is sent, then a form_submission event is emitted and the thanks replace the button's row.
 */
export default function Flexiform({ ukey, setting }: WidgetProps<FlexiformSettingResolved>) {
  const { title, headingLevel, intro, submitLabel, successMessage, purpose, fields } = setting;
  const intl = useIntl();
  const lang = useLang();
  const { pathname } = useLocation();
  const { api, events } = useStores();
  const formId = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState<Sending>("idle");
  const schema = useMemo(() => flexiformSchema(fields), [fields]);
  const form = useForm<FlexiformValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyFlexiformValues(fields),
    shouldFocusError: false, // the summary takes the focus and links to each field
  });
  const { errors, submitCount } = form.formState;
  const wrong = fields.filter((field) => errors[field.name]);
  const summaryShown = submitCount > 0 && wrong.length > 0;
  // each submit refused in the browser moves the focus to the error summary once it is shown (react-hook-form calls
  // back before it publishes the errors, so the summary may come a render later)
  const [refused, setRefused] = useState(0);
  const focusedForRefusal = useRef(0);
  useEffect(() => {
    if (!summaryShown || refused === focusedForRefusal.current) return;
    focusedForRefusal.current = refused;
    summaryRef.current?.focus();
  }, [refused, summaryShown]);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SummaryHeading = headingLevel === 1 ? "h2" : "h3";
  const idOf = (field: FlexiformField) => `${formId}-${field.name}`;
  const problemText = (field: FlexiformField, problem: string) =>
    intl.formatMessage(
      { id: messageIdOf(field, problem) },
      { label: field.label, min: field.min ?? 0, max: field.max ?? 0 },
    );

  const send = async (values: FlexiformValues) => {
    setSending("sending");
    try {
      await api.post(FORM_SUBMIT_PATH, { path: resolveLocalePath(pathname).path, ukey, lang, values });
      events.emit("form_submission", { form_id: ukey, form_name: title || ukey, purpose });
      setSending("sent");
      form.reset();
    } catch {
      setSending("failed");
    }
  };

  return (
    <section className="w-flexiform" data-ukey={ukey} aria-labelledby={title ? `${formId}-title` : undefined}>
      {title ? (
        <Heading className="w-flexiform__title" id={`${formId}-title`}>
          {title}
        </Heading>
      ) : null}
      {intro ? <p className="w-flexiform__intro">{intro}</p> : null}
      {summaryShown ? (
        <div
          className="w-flexiform__summary"
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          data-testid="flexiform-summary"
        >
          <SummaryHeading className="w-flexiform__summary-title">
            {intl.formatMessage({ id: "flexiform.summary" }, { count: wrong.length })}
          </SummaryHeading>
          <ul>
            {wrong.map((field) => (
              <li key={field.name}>
                <a href={`#${idOf(field)}`}>{problemText(field, String(errors[field.name]?.message))}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        className="w-flexiform__form"
        noValidate
        onSubmit={form.handleSubmit(send, () => setRefused((count) => count + 1))}
      >
        {fields.map((field) => {
          const message = errors[field.name]?.message;
          return (
            <FlexiformInput
              key={field.name}
              field={field}
              id={idOf(field)}
              registration={form.register(field.name)}
              error={message ? problemText(field, String(message)) : null}
            />
          );
        })}
        <div className="w-flexiform__actions">
          <button type="submit" className="button" disabled={sending === "sending"}>
            {sending === "sending"
              ? intl.formatMessage({ id: "flexiform.sending" })
              : submitLabel || intl.formatMessage({ id: "flexiform.submit" })}
          </button>
          <p className="w-flexiform__status" role="status" data-testid="flexiform-status">
            {sending === "sent"
              ? successMessage || intl.formatMessage({ id: "flexiform.sent" })
              : sending === "failed"
                ? intl.formatMessage({ id: "flexiform.failed" })
                : null}
          </p>
        </div>
      </form>
    </section>
  );
}

/** The message of a problem the schema reported (a checkbox that must be ticked says so). */
function messageIdOf(field: FlexiformField, problem: string): MessageId {
  const known = flexiformProblemOf(problem);
  if (known === "required" && field.type === "checkbox") return "flexiform.problem.tick";
  return `flexiform.problem.${known}`;
}
