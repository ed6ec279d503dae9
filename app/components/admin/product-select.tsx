import { Label } from "~/components/ui/input";

export interface ProductGroup {
  title: string;
  products: { id: string; label: string }[];
}

/** The admin forms' product (or variant) picker: options grouped by category or product, with its errors. */
export function ProductSelect({
  id,
  groups,
  defaultValue,
  errors,
  onChange,
  name = "productId",
  label = "Product",
  placeholder = "Choose a product…",
}: {
  id: string;
  groups: readonly ProductGroup[];
  defaultValue?: string;
  errors?: readonly string[];
  onChange?: () => void;
  name?: string;
  label?: string;
  placeholder?: string;
}) {
  const errorsId = `${id}-errors`;
  return (
    <div className="grid gap-2 md:col-span-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue ?? ""}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorsId : undefined}
        onChange={onChange}
        className="h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground focus-visible:outline-3 focus-visible:outline-focus aria-invalid:border-destructive md:text-sm"
      >
        <option value="">{placeholder}</option>
        {groups.map((g) => (
          <optgroup key={g.title} label={g.title}>
            {g.products.map((p) => (
              <option key={`${g.title}/${p.id}`} value={p.id}>
                {p.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {errors?.length ? (
        <ul id={errorsId} className="text-sm text-destructive" data-testid={`${name}-errors`}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
