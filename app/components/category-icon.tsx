import { Droplets, Dumbbell, Heart, type IconComponent, Moon, Pill, Zap } from "~/components/icons";
import type { CategoryIconName, CategoryInfo } from "~/domain/categories";
import { cn } from "~/lib/cn";

const ICONS: Record<CategoryIconName, IconComponent> = { Zap, Dumbbell, Pill, Droplets, Heart, Moon };

// Full class names so Tailwind sees them at build time.
const TILE: Record<CategoryInfo["color"], string> = {
  amber: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  blue: "bg-blue-500/15 text-blue-700 dark:text-blue-300",
  green: "bg-green-500/15 text-green-700 dark:text-green-300",
  cyan: "bg-cyan-500/15 text-cyan-700 dark:text-cyan-300",
  rose: "bg-rose-500/15 text-rose-700 dark:text-rose-300",
  indigo: "bg-indigo-500/15 text-indigo-700 dark:text-indigo-300",
};

export function CategoryIcon({
  category,
  className,
  tile,
}: {
  category: CategoryInfo;
  className?: string;
  /** Shows the icon on a coloured tile: "md" in cards, "sm" in menus. */
  tile?: "sm" | "md";
}) {
  const Icon = ICONS[category.icon];
  if (!tile) return <Icon className={className} aria-hidden />;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-xl",
        tile === "md" ? "size-12" : "size-9",
        TILE[category.color],
        className,
      )}
    >
      <Icon className={tile === "md" ? "size-6" : "size-5"} aria-hidden />
    </span>
  );
}
