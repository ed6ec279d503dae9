import { type RefObject, useEffect, useRef } from "react";

/** The first field marked invalid, or the form's alert when no field is. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>("[aria-invalid='true'], [role='alert']")?.focus();
}

/**
 * Focus for errors found in the browser: asked for when the errors are set, and moved only once
 * React has put them on the page. Focusing from the submit handler itself, or on the next frame,
 * can run before that render when the check finishes in a promise, and then finds no field.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errors: unknown) {
  const pending = useRef(false);
  useEffect(() => {
    if (!errors || !pending.current) return;
    pending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors, formRef]);
  return () => {
    pending.current = true;
  };
}
