import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

type FieldProps = Omit<ComponentProps<"input">, "id"> & {
  label: string;
  errors?: string[];
  hint?: string;
  /** Extra content on the label's line, e.g. a "Forgot password?" link. */
  aside?: React.ReactNode;
};

/** A labelled input whose errors and hint are announced with it (aria-describedby). */
export function Field({ label, errors, hint, aside, className, type, ...props }: FieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const shownErrors = errors ?? [];
  const hasErrors = shownErrors.length > 0;
  const describedBy = [hasErrors && `${id}-errors`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  // Revealing the password needs JavaScript, so the toggle appears only once it runs.
  const canReveal = useHydrated() && type === "password";
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <div className="relative">
        <Input
          id={id}
          type={canReveal && revealed ? "text" : type}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy}
          className={canReveal ? "pr-12" : undefined}
          {...props}
        />
        {canReveal && (
          <button
            type="button"
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={revealed ? "Hide password" : "Show password"}
            aria-pressed={revealed}
            onClick={() => setRevealed((v) => !v)}
          >
            {revealed ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        )}
      </div>
      {hasErrors && (
        <ul id={`${id}-errors`} className="grid gap-1 text-sm text-destructive" data-testid={`${props.name}-errors`}>
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
