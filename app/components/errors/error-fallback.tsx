import { TriangleAlert, ChevronDown, Copy, RefreshCw, RotateCcw } from "~/components/icons";
import { useState } from "react";
import { isRouteErrorResponse, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    return { name: `HTTP ${error.status}`, message: error.statusText || String(error.data ?? "") };
  }
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: "Error", message: String(error) };
}

/** The page-level fallback. Stacks only exist in development builds; production sends none. */
export default function ErrorFallback({ error, onReset }: { error: unknown; onReset?: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const details = describe(error);
  const text = [`${details.name}: ${details.message}`, details.stack].filter(Boolean).join("\n\n");
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted-foreground">We encountered an unexpected error. Please try refreshing the page.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => (onReset ? onReset() : navigate(".", { replace: true }))}>
          <RotateCcw aria-hidden /> Try Again
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> Reload Page
        </Button>
      </div>
      <div className="mt-8 w-full text-left">
        <button
          type="button"
          className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown className={open ? "size-4 rotate-180" : "size-4"} aria-hidden /> Error details
        </button>
        {open && (
          <div className="mt-2 rounded-lg border border-border bg-muted p-3">
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words text-xs">{text}</pre>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() =>
                navigator.clipboard.writeText(text).then(
                  () => notify("success", "Error details copied"),
                  () => notify("error", "Could not copy the details"),
                )
              }
            >
              <Copy aria-hidden /> Copy Details
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
