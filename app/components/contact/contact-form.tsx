import { Send } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { FormAlert } from "~/components/auth/auth-ui";
import { Field, SelectField, TextareaField } from "~/components/auth/field";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/domain/auth/schemas";
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactActionData, HONEYPOT_FIELD } from "~/domain/contact/form";
import { useHydrated } from "~/lib/use-hydrated";

export interface ProductChoiceGroup {
  category: string;
  products: { id: string; label: string }[];
}

/** The schema (and zod) load on first focus, not with the page. */
const loadSchema = () => import("~/domain/contact/schema");

async function browserCheck(form: FormData): Promise<FieldErrors> {
  const { contactSchema } = await loadSchema();
  const { fieldErrors } = await import("~/domain/auth/schemas");
  const parsed = contactSchema.safeParse(Object.fromEntries(form));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.focus();
}

/**
 * The contact form. Without JavaScript it posts as is and the server answers with the page, its
 * messages and the values; with JavaScript the shared schema checks it first.
 */
export function ContactForm({
  formToken,
  products,
  defaults,
  result,
}: {
  formToken: string;
  products: ProductChoiceGroup[];
  defaults: { email: string; topic: string; productId: string };
  result?: ContactActionData;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const pending = navigation.state !== "idle" && navigation.formAction === "/contact";
  const values = result?.values ?? {};
  const errors = clientErrors ?? result?.fields ?? {};
  const formError = !clientErrors && result && !result.fields ? result.message : undefined;

  useEffect(() => {
    setClientErrors(null);
    if (result) focusFirstInvalid(formRef.current);
  }, [result]);
  // After a refused submit, once the errors are on screen (typing clears errors without moving focus).
  const focusAfterCheck = useRef(false);
  useEffect(() => {
    if (!focusAfterCheck.current || !clientErrors) return;
    focusAfterCheck.current = false;
    focusFirstInvalid(formRef.current);
  }, [clientErrors]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const send = () => {
      setClientErrors(null);
      void submit(form);
    };
    browserCheck(new FormData(form)).then((found) => {
      if (Object.keys(found).length === 0) return send();
      focusAfterCheck.current = true;
      setClientErrors(found);
      // The server checks anyway: a chunk that fails to load must not block the form.
    }, send);
  };
  const clear = (name: string) => setClientErrors((current) => (current?.[name] ? { ...current, [name]: [] } : current));

  return (
    <Form
      method="post"
      action="/contact"
      ref={formRef}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      className="grid gap-5"
      aria-label="Contact form"
      // A refused send re-renders with the values typed so far.
      key={result ? JSON.stringify(result.values) : "initial"}
    >
      <FormAlert message={formError} />
      <input type="hidden" name="formToken" value={values.formToken ?? formToken} />
      {/* Hidden from people and screen readers; bots that fill every field fill this one too. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          defaultValue={values.name}
          errors={errors.name}
          onChange={() => clear("name")}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={values.email ?? defaults.email}
          errors={errors.email}
          hint="We answer here, and send a receipt."
          onChange={() => clear("email")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Topic"
          name="topic"
          required
          defaultValue={values.topic ?? defaults.topic}
          errors={errors.topic}
          onChange={() => clear("topic")}
        >
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Product (optional)"
          name="productId"
          defaultValue={values.productId ?? defaults.productId}
          errors={errors.productId}
          onChange={() => clear("productId")}
        >
          <option value="">No particular product</option>
          {products.map((group) => (
            <optgroup key={group.category} label={group.category}>
              {group.products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Message"
        name="message"
        rows={7}
        required
        maxLength={CONTACT_LIMITS.messageMax}
        defaultValue={values.message}
        errors={errors.message}
        hint={`${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters. For a correction, tell us what the label or registry says and where.`}
        onChange={() => clear("message")}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="fine-print">
          We keep your message, name and email to answer you, and nothing else about this visit.
        </p>
        <Button type="submit" size="lg" disabled={pending} className="sm:w-auto">
          {pending ? (
            <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
          ) : (
            <Send aria-hidden />
          )}
          {pending ? "Sending…" : "Send message"}
        </Button>
      </div>
    </Form>
  );
}
