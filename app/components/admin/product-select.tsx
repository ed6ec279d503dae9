import { Label } from "~/components/ui/input";

export interface ProductGroup {
  title: string;
  products: { id: string; label: string }[];
}

/** The admin forms' product picker: catalogue products grouped by category, with its errors. */
export function ProductSelect({
  id,
  groups,
  defaultValue,
  errors,
  onChange,
}: {
  id: string;
  groups: readonly ProductGroup[];
  defaultValue?: string;
  errors?: readonly string[];
  onChange?: () => void;
}) {
  const errorsId = `${id}-errors`;
  return (
    <div className="grid gap-2 md:col-span-2">
      <Label htmlFor={id}>Product</Label>
      <select
        id={id}
        name="productId"
        required
        defaultValue={defaultValue ?? ""}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorsId : undefined}
        onChange={onChange}
        className="h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground focus-visible:outline-3 focus-visible:outline-focus aria-invalid:border-destructive md:text-sm"
      >
        <option value="">Choose a product…</option>
        {groups.map((g) => (
          <optgroup key={g.title} label={g.title}>
            {g.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {errors?.length ? (
        <ul id={errorsId} className="text-sm text-destructive" data-testid="productId-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
