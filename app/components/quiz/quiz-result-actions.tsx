import { Check, Link2, MessageCircle, Save } from "~/components/icons";
import { Link, useFetcher } from "react-router";
import { useChatLauncher } from "~/components/chat/chat-launcher";
import { buttonVariants } from "~/components/ui/button";
import type { QuizActionData } from "~/domain/quiz/actions";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";

/*
 * What a person can do with a quiz result: ask CLEARED AI about the picks, save the result to
 * their account (or sign in to), and copy the link that reopens it with the same answers.
 */

export function SaveResult({ category, query, signedIn }: { category: string; query: string; signedIn: boolean }) {
  const fetcher = useFetcher<QuizActionData>();
  const here = `/quiz/${category}?${query}`;
  if (!signedIn) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={buttonVariants({ variant: "outline" })}>
        <Save aria-hidden /> Sign in to save this result
      </Link>
    );
  }
  const saved = fetcher.data?.ok === true;
  return (
    <fetcher.Form method="post" action={here} className="inline-flex flex-col gap-1">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="answers" value={query} />
      <button type="submit" className={buttonVariants({ variant: "outline" })} disabled={fetcher.state !== "idle" || saved} data-testid="quiz-save">
        {saved ? <Check aria-hidden /> : <Save aria-hidden />}
        {saved ? "Saved to your account" : fetcher.state !== "idle" ? "Saving..." : "Save this result"}
      </button>
      <span aria-live="polite" className="text-sm">
        {saved && (
          <Link to="/account" className="text-link">
            See your saved results
          </Link>
        )}
        {fetcher.data?.ok === false && <span className="text-destructive">{fetcher.data.message}</span>}
      </span>
    </fetcher.Form>
  );
}

export function AskChat({ message }: { message: string }) {
  const { openChat } = useChatLauncher();
  const hydrated = useHydrated();
  // The chat needs JavaScript; without it the button would do nothing, so it is not offered.
  if (!hydrated) return null;
  return (
    <button type="button" className={buttonVariants()} onClick={() => openChat(message)} data-testid="quiz-ask-chat">
      <MessageCircle aria-hidden /> Ask CLEARED AI about these
    </button>
  );
}

export function CopyLink() {
  const hydrated = useHydrated();
  if (!hydrated || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost" })}
      onClick={() =>
        navigator.clipboard.writeText(window.location.href).then(
          () => notify("success", "Link copied: it opens this result with your answers."),
          () => notify("error", "Could not copy the link. Copy it from the address bar instead."),
        )
      }
    >
      <Link2 aria-hidden /> Copy link to this result
    </button>
  );
}
