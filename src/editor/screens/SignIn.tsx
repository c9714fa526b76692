import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod/mini";
import { callOwnerApi, OwnerApiProblem } from "../api/ownerClient";
import type { Account } from "../api/ownerTypes";
import { useAccount } from "../session/AccountContext";

// zod's mini build: the sign-in screen is the editor's first load
const credentials = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email()),
  password: z.string().check(z.minLength(1)),
});
type Credentials = z.infer<typeof credentials>;

/** Sign-in (POST /api/owner/session): the server's refusal is shown in the editor's language. */
export function SignIn() {
  const intl = useIntl();
  const { signedIn } = useAccount();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Credentials>({ resolver: zodResolver(credentials) });
  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { data } = await callOwnerApi<Account>("/session", { method: "POST", body: values });
      signedIn(data);
    } catch (error) {
      const tooMany = error instanceof OwnerApiProblem && (error.status === 429 || error.status === 503);
      setRefusal(intl.formatMessage({ id: tooMany ? "editor.signIn.tooMany" : "editor.signIn.failed" }));
    }
  });
  return (
    <main className="editor-narrow">
      <h1>
        <FormattedMessage id="editor.signIn.heading" />
      </h1>
      <form onSubmit={submit} noValidate className="editor-form">
        <label htmlFor="sign-in-email">
          <FormattedMessage id="editor.signIn.email" />
        </label>
        <input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          aria-invalid={formState.errors.email ? true : undefined}
          {...register("email")}
        />
        <label htmlFor="sign-in-password">
          <FormattedMessage id="editor.signIn.password" />
        </label>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={formState.errors.password ? true : undefined}
          {...register("password")}
        />
        <p role="alert" className="editor-refusal">
          {refusal}
        </p>
        <button type="submit" disabled={formState.isSubmitting}>
          <FormattedMessage id="editor.signIn.submit" />
        </button>
      </form>
    </main>
  );
}
