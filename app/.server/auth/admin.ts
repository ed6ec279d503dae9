import type { RouterContextProvider } from "react-router";
import type { User } from "~/.server/db/schema";
import { appContext } from "~/context";
import type { SessionUser } from "~/domain/user";
import { notFound } from "~/lib/meta";
import { findUserById } from "./queries";

/**
 * The session's user snapshot comes from KV, which can lag by about a minute, so admin access
 * is decided from D1: the account must still exist, hold the admin role and have a confirmed
 * email. Everyone else gets the same 404 as a missing page, so admin routes are not advertised.
 */
async function findAdmin(env: Pick<Env, "DB">, user: SessionUser | null): Promise<User | null> {
  const current = user && (await findUserById(env, { id: user.id }));
  return current && current.role === "admin" && current.emailVerifiedAt !== null ? current : null;
}

/** For admin route loaders and actions: `const admin = await requireAdmin(context)`. */
export async function requireAdmin(context: Readonly<RouterContextProvider>): Promise<User> {
  const { env, user } = context.get(appContext);
  return (await findAdmin(env, user)) ?? notFound();
}
