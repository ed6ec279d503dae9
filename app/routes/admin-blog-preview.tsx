import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/admin";
import { isAppError } from "~/.server/errors";
import { previewOf, readFormFields } from "~/.server/content/form-actions";
import { appContext } from "~/context";
import { notFound } from "~/lib/meta";
import type { Route } from "./+types/admin-blog-preview";

/**
 * The editor's live preview: POST a body (and the sources, for [n] links), get back the HTML
 * the page would show, from the same renderer. Admins only, like every admin route.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { env } = context.get(appContext);
  try {
    return previewOf(await readFormFields(request), env.SITE_URL);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: { code: error.code, message: error.message } }, { status: error.status });
  }
}

// GET has nothing to show: the same 404 as any unknown page, for everyone.
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  notFound();
}
