import { Badge } from "~/components/ui/badge";
import type { PostStatus } from "~/domain/content/post";

const LABELS: Record<PostStatus, { text: string; variant: "success" | "accent" | "outline" }> = {
  published: { text: "Published", variant: "success" },
  scheduled: { text: "Scheduled", variant: "accent" },
  draft: { text: "Draft", variant: "outline" },
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const { text, variant } = LABELS[status];
  return (
    <Badge variant={variant} data-testid="status-badge">
      {text}
    </Badge>
  );
}
