import { type ReactNode, useId } from "react";
import { Label, Textarea } from "~/components/ui/input";

/*
 * The post editor's long-text fields and their error lists: a label, the textarea, and either its
 * errors or its hint, tied to it by aria-describedby.
 */

export function TextareaField({
  label,
  name,
  errors,
  hint,
  aside,
  className,
  ...props
}: { label: string; name: string; errors?: string[]; hint?: ReactNode; aside?: ReactNode } & React.ComponentProps<"textarea">) {
  const id = useId();
  const describedBy = [errors?.length && `${id}-errors`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      <Textarea id={id} name={name} aria-invalid={errors?.length ? true : undefined} aria-describedby={describedBy} className={className} {...props} />
      {errors?.length ? (
        <ul id={`${id}-errors`} className="grid gap-1 text-sm text-destructive" data-testid={`${name}-errors`}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FieldErrorsList({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="grid gap-1 text-sm text-destructive" data-testid={`${name}-errors`}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
