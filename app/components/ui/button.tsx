import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  // The base look and the common variants are classes in app.css: buttons repeat, and so would the lists.
  "btn",
  {
    variants: {
      variant: {
        default: "btn-primary",
        accent: "btn-accent",
        outline: "btn-outline",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        /** Outline on dark or coloured surfaces (hero, mission block). */
        inverse: "border border-current/40 bg-white/5 text-inherit hover:bg-white/15",
      },
      size: {
        default: "btn-md",
        sm: "btn-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
