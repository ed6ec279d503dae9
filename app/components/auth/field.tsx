import { Eye, EyeOff } from "~/components/icons";
import { type ComponentProps, useId, useState } from "react";
import { Input, Label, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

interface FrameProps {
  label: string;
  errors?: string[];
  hint?: string;
  /** Extra content on the label's line, e.g. a "Forgot password?" link. */
  aside?: React.ReactNode;
  className?: string;
  /** Used for the errors' test id (`<name>-errors`). */
  name?: string;
}

type ControlAria = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** Label, control, errors and hint, wired so the errors and hint are announced with the control. */
function FieldFrame({ label, errors, hint, aside, className, name, children }: FrameProps & { children: (aria: ControlAria) => React.ReactNode }) {
  const id = useId();
  const shownErrors = errors ?? [];
  const hasErrors = shownErrors.length > 0;
  const describedBy = [hasErrors && `${id}-errors`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children({ id, "aria-invalid": hasErrors || undefined, "aria-describedby": describedBy })}
      {hasErrors && (
        <ul id={`${id}-errors`} className="grid gap-1 text-sm text-destructive" data-testid={`${name}-errors`}>
          {shownErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {hint && !hasErrors && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

type FieldProps = Omit<ComponentProps<"input">, "id"> & FrameProps;

/** A labelled input whose errors and hint are announced with it (aria-describedby). */
export function Field({ label, errors, hint, aside, className, type, ...props }: FieldProps) {
  const [revealed, setRevealed] = useState(false);
  // Revealing the password needs JavaScript, so the toggle appears only once it runs.
  const canReveal = useHydrated() && type === "password";
  return (
    <FieldFrame label={label} errors={errors} hint={hint} aside={aside} className={className} name={props.name}>
      {(aria) => (
        <div className="relative">
          <Input {...aria} type={canReveal && revealed ? "text" : type} className={canReveal ? "pr-12" : undefined} {...props} />
          {canReveal && (
            <button
              type="button"
              className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-3 focus-visible:outline-focus"
              aria-label={revealed ? "Hide password" : "Show password"}
              aria-pressed={revealed}
              onClick={() => setRevealed((v) => !v)}
            >
              {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}

/** A labelled textarea, wired like Field. */
export function TextareaField({ label, errors, hint, aside, className, ...props }: Omit<ComponentProps<"textarea">, "id"> & FrameProps) {
  return (
    <FieldFrame label={label} errors={errors} hint={hint} aside={aside} className={className} name={props.name}>
      {(aria) => <Textarea {...aria} {...props} />}
    </FieldFrame>
  );
}

/** A labelled native select, wired like Field (it works the same with and without JavaScript). */
export function SelectField({ label, errors, hint, aside, className, ...props }: Omit<ComponentProps<"select">, "id"> & FrameProps) {
  return (
    <FieldFrame label={label} errors={errors} hint={hint} aside={aside} className={className} name={props.name}>
      {(aria) => <Select {...aria} {...props} />}
    </FieldFrame>
  );
}
