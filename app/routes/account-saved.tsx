import { redirect } from "react-router";
import { handleSaveControl } from "~/.server/members/save-control";
import { appContext } from "~/context";
import type { Route } from "./+types/account-saved";

/** The Save control's target: a form post, never a page of its own. */
export function loader() {
  return redirect("/account#saved-products");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSaveControl(request, context.get(appContext));
}
