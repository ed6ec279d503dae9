import { lazy, Suspense } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import "./lib/no-eval";
import { VerifyEmailBanner } from "./components/auth/verify-email-banner";
import { ChatLauncherProvider, ChatPanelSlot } from "./components/chat/chat-launcher";
import { PendingSkeleton } from "./components/layout/pending-skeleton";
import { RouteEffects } from "./components/layout/route-effects";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { ThemeScript } from "./components/layout/theme";
import { Toaster } from "./components/layout/toaster";
import { appContext } from "./context";

// Error pages are rare: their code loads only when one is shown (hydration waits for it).
const ErrorFallback = lazy(() => import("./components/errors/error-fallback"));
const NotFound = lazy(() => import("./components/errors/not-found"));

export async function loader({ context }: Route.LoaderArgs) {
  const { env, user, nonce } = context.get(appContext);
  return { user, nonce, siteUrl: env.SITE_URL };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2d24" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ThemeScript nonce={nonce} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <ChatLauncherProvider>
      <RouteEffects />
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader user={data?.user ?? null} />
        <ChatPanelSlot />
        <VerifyEmailBanner user={data?.user ?? null} />
        <main id="main-content" tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ChatLauncherProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <PendingSkeleton>
        <Outlet />
      </PendingSkeleton>
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <Suspense fallback={null}>{notFound ? <NotFound /> : <ErrorFallback error={error} />}</Suspense>
    </Shell>
  );
}
