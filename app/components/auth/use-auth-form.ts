import { useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { passwordProblems } from "~/domain/auth/password-policy";
import type { FieldErrors } from "~/domain/auth/schemas";
import type { AuthActionData } from "~/domain/auth/actions";
import { focusFirstInvalid, useFocusFirstInvalid } from "~/lib/use-focus-first-invalid";

type FormKind = "signin" | "signup" | "forgot" | "reset";

/** The shared schemas (and zod) load on first focus, keeping them out of the page's initial JavaScript. */
const loadSchemas = () => import("~/domain/auth/schemas");

function passwordErrors(password: string, email: string): FieldErrors {
  const problems = passwordProblems(password, email);
  return problems.length ? { password: problems } : {};
}

/** The server's rules, checked in the browser first so a slip costs no round trip (or rate-limit budget). */
async function browserCheck(kind: FormKind, form: FormData): Promise<FieldErrors> {
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  if (kind === "reset") return passwordErrors(password, "");
  const { fieldErrors, forgotPasswordSchema, signUpSchema } = await loadSchemas();
  // Sign-in checks the email's shape here as sign-up does, so a typo gets a message on the field;
  // the server still answers a malformed email as unknown credentials (the spec's message).
  const schema = kind === "forgot" ? forgotPasswordSchema : signUpSchema;
  const parsed = schema.safeParse({ email, password });
  const found = parsed.success ? {} : fieldErrors(parsed.error);
  return kind === "signup" && !found.password ? { ...found, ...passwordErrors(password, email) } : found;
}

/**
 * Field errors: the browser's check on submit until the server answers, then the server's.
 * Either way the first invalid field takes focus. Without JavaScript the form posts as is.
 */
export function useAuthForm(result: AuthActionData | undefined, kind: FormKind) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const serverErrors = result && !result.ok && result.intent === kind ? result : undefined;
  useEffect(() => {
    setClientErrors(null);
    if (serverErrors) focusFirstInvalid(formRef.current);
  }, [serverErrors]);
  const focusWhenShown = useFocusFirstInvalid(formRef, clientErrors);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const send = () => {
      setClientErrors(null);
      void submit(form);
    };
    browserCheck(kind, new FormData(form)).then((found) => {
      if (Object.keys(found).length === 0) return send();
      focusWhenShown();
      setClientErrors(found);
      // The server validates anyway: a failed chunk load must not block the form.
    }, send);
  };

  return {
    formProps: { ref: formRef, onSubmit, onFocus: () => void loadSchemas() },
    errors: clientErrors ?? serverErrors?.fields ?? {},
    formError: !clientErrors && serverErrors && !serverErrors.fields ? serverErrors.message : undefined,
    clear: (name: string) => setClientErrors((current) => (current?.[name] ? { ...current, [name]: [] } : current)),
    email: serverErrors?.email,
  };
}
