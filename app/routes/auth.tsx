import { PageHeader } from "~/components/layout/page-header";
import { routeMeta } from "~/lib/meta";
import type { Route } from "./+types/auth";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, { title: "Sign in", description: "Sign in or create your CLEARED account.", path: "/auth" });
}

export default function Auth() {
  return <PageHeader eyebrow="Account" title="Sign in" />;
}
