import { Home } from "~/components/icons";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { pageTitle } from "~/domain/seo";

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {/* React hoists these into <head>; the error page has no route meta of its own. */}
      <title>{pageTitle("Page not found")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants({ className: "mt-8" })}>
        <Home aria-hidden /> Return to Home
      </Link>
    </div>
  );
}
