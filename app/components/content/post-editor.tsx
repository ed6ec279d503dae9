import { TriangleAlert, CalendarClock, CircleCheck, ExternalLink, Eye, Rocket, Save, Trash2, Undo2 } from "~/components/icons";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useBlocker, useNavigation } from "react-router";
import type { EditorActionData } from "~/domain/content/editor";
import { Field } from "~/components/auth/field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/input";
import { fieldErrors as toFieldErrors, type FieldErrors } from "~/domain/auth/schemas";
import { formatPostDate, toUtcInputValue } from "~/domain/content/format";
import { useFocusFirstInvalid } from "~/lib/use-focus-first-invalid";
import { postPath } from "~/domain/content/paths";
import { LEARNING_CENTER_GROUPS, POST_FORM_FIELDS, POST_LIMITS, type PostStatus, slugify } from "~/domain/content/post";
import { postFormSchema } from "~/domain/content/post-schema";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldErrorsList, TextareaField } from "./editor-fields";
import { PreviewPane } from "./editor-preview-pane";
import { StatusBadge } from "./status-badge";
import { useLivePreview } from "./use-live-preview";

export interface EditedPost {
  id: string;
  slug: string;
  status: PostStatus;
  publishAt: number | null;
  updatedAt: number;
  fromRepository: boolean;
}

const TRACKED_FIELDS = [...POST_FORM_FIELDS, "publishAt"] as const;

function snapshot(form: HTMLFormElement): string {
  const data = new FormData(form);
  return JSON.stringify(TRACKED_FIELDS.map((name) => data.get(name) ?? ""));
}

export function PostEditor({
  post,
  initial,
  actionData,
  notice,
}: {
  post: EditedPost | null;
  initial: Record<string, string>;
  actionData?: EditorActionData;
  notice?: string | null;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const values = actionData?.values ?? initial;
  const formRef = useRef<HTMLFormElement>(null);
  const savedSnapshot = useRef<string | null>(null);
  const submittingRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [title, setTitle] = useState(values.title ?? "");
  const [description, setDescription] = useState(values.description ?? "");
  const [kind, setKind] = useState(values.kind || "guide");
  const live = useLivePreview(() => {
    if (!formRef.current) return null;
    const data = new FormData(formRef.current);
    return { body: String(data.get("body") ?? ""), sources: String(data.get("sources") ?? "") };
  });
  const { requestPreview } = live;

  const serverErrors = actionData && !actionData.ok ? actionData.fields : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const focusWhenShown = useFocusFirstInvalid(formRef, clientErrors);
  const preview = live.preview ?? (actionData?.ok ? actionData.preview : null);
  const formKey = `${post?.updatedAt ?? "new"}`;

  // The saved version is the baseline for "unsaved changes"; a fresh load resets it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey changes when a new version loads and the form remounts; the baseline is taken again then
  useEffect(() => {
    if (!formRef.current) return;
    savedSnapshot.current = snapshot(formRef.current);
    submittingRef.current = false;
    setDirty(actionData !== undefined && !actionData.ok);
    if (!actionData?.ok) requestPreview();
  }, [formKey, actionData, requestPreview]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submittingRef.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !submittingRef.current && currentLocation.pathname !== nextLocation.pathname);

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    setDirty(snapshot(form) !== savedSnapshot.current);
    const target = event.target as HTMLInputElement;
    if (target.name === "title") setTitle(target.value);
    if (target.name === "description") setDescription(target.value);
    if (target.name === "kind") setKind(target.value);
    if (target.name === "body" || target.name === "sources") requestPreview();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value;
    if (intent === "preview") {
      // With JavaScript the preview is live: refresh it in place instead of reloading the page.
      event.preventDefault();
      requestPreview();
      return;
    }
    const parsed = postFormSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      focusWhenShown();
      setClientErrors(toFieldErrors(parsed.error));
      return;
    }
    setClientErrors(null);
    submittingRef.current = true;
  };

  const status = post?.status ?? "draft";
  const message = actionData && !actionData.ok ? actionData.message : clientErrors ? "Check the highlighted fields." : null;
  const stale = actionData && !actionData.ok && actionData.code === "conflict:stale";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to="/admin/blog" className="text-sm font-semibold text-primary hover:underline">
            ← All posts
          </Link>
          <h1 className="mt-2 text-2xl font-black tracking-tight md:text-3xl">{post ? "Edit post" : "New post"}</h1>
        </div>
        {post && (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <StatusBadge status={status} />
            {status === "scheduled" && post.publishAt && <span className="text-muted-foreground">for {toUtcInputValue(post.publishAt).replace("T", " ")} UTC</span>}
            {status === "published" && post.publishAt && <span className="text-muted-foreground">since {formatPostDate(post.publishAt)}</span>}
            <Link to={postPath(post.slug)} className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
              View page <ExternalLink className="size-3.5" aria-hidden />
            </Link>
          </div>
        )}
      </div>

      {notice && (
        <p role="status" className="mt-5 flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium" data-testid="editor-notice">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden /> {notice}
        </p>
      )}
      {message && (
        <div role="alert" className="mt-5 flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm" data-testid="editor-error">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div>
            <p className="font-semibold">{message}</p>
            {stale && post && (
              <Link to={`/admin/blog/${post.id}`} reloadDocument className="mt-1 inline-block font-semibold text-primary underline">
                Load the latest version
              </Link>
            )}
          </div>
        </div>
      )}
      {post?.fromRepository && (
        <p className="mt-5 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
          This post comes from <code className="font-mono text-foreground">content/{post.slug}.md</code>. Until you save an edit here, a
          change to that file replaces it on the next seed; once you save, your version stays, and a deleted post never returns.
        </p>
      )}
      {blocker.state === "blocked" && (
        <div role="alertdialog" aria-labelledby="leave-title" className="mt-5 rounded-lg border border-accent bg-accent/15 px-4 py-3 text-sm">
          <p id="leave-title" className="font-semibold">
            You have unsaved changes. Leave this page and lose them?
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="outline" onClick={() => blocker.reset?.()}>
              Stay and keep editing
            </Button>
            <Button size="sm" variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </Button>
          </div>
        </div>
      )}

      <div className="mt-6 grid gap-8 xl:grid-cols-2">
        <Form
          method="post"
          ref={formRef}
          key={formKey}
          noValidate={hydrated}
          onInput={onInput}
          onSubmit={onSubmit}
          className="grid content-start gap-6"
          data-testid="post-editor"
          data-dirty={dirty ? "true" : "false"}
        >
          {post && <input type="hidden" name="updatedAt" value={String(post.updatedAt)} />}

          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Kind</legend>
            <div className="flex flex-wrap gap-3">
              {[
                { value: "guide", label: "Guide", hint: "Learning Center" },
                { value: "article", label: "Article", hint: "Blog" },
              ].map((option) => (
                <label key={option.value} className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <input type="radio" name="kind" value={option.value} defaultChecked={(values.kind || "guide") === option.value} className="accent-[var(--primary)]" />
                  <span className="font-semibold">{option.label}</span>
                  <span className="text-muted-foreground">{option.hint}</span>
                </label>
              ))}
            </div>
            <FieldErrorsList name="kind" errors={errors.kind} />
          </fieldset>

          <Field label="Title" name="title" defaultValue={values.title} errors={errors.title} maxLength={POST_LIMITS.titleMax} required />
          <Field
            label="Slug"
            name="slug"
            defaultValue={values.slug}
            errors={errors.slug}
            maxLength={POST_LIMITS.slugMax}
            placeholder={slugify(title) || "made-from-the-title"}
            hint="The address: /blog/your-slug. Leave it empty to make it from the title."
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextareaField
            label="Description"
            name="description"
            defaultValue={values.description}
            errors={errors.description}
            rows={2}
            maxLength={hydrated ? undefined : POST_LIMITS.descriptionMax}
            hint="One or two sentences for cards, search results and link previews."
            aside={
              hydrated ? (
                <span className={cn("text-xs tabular-nums", description.length > POST_LIMITS.descriptionMax ? "font-semibold text-destructive" : "text-muted-foreground")}>
                  {description.length}/{POST_LIMITS.descriptionMax}
                </span>
              ) : undefined
            }
          />

          <div className="grid gap-2">
            <Label htmlFor="post-group">Learning Center section {kind === "article" && <span className="font-normal text-muted-foreground">(guides only)</span>}</Label>
            <select
              id="post-group"
              name="group"
              defaultValue={values.group}
              disabled={hydrated && kind === "article"}
              aria-invalid={errors.group?.length ? true : undefined}
              className="h-10 rounded-md border border-input bg-card px-3 text-sm disabled:opacity-50 aria-invalid:border-destructive"
            >
              <option value="">Choose a section…</option>
              {LEARNING_CENTER_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
            <FieldErrorsList name="group" errors={errors.group} />
          </div>

          <div className="grid gap-6 sm:grid-cols-2">
            <Field label="Tags" name="tags" defaultValue={values.tags} errors={errors.tags} hint="Up to 5, comma-separated: drug-testing, caffeine" spellCheck={false} />
            <Field label="Reviewed on" name="reviewedOn" type="date" defaultValue={values.reviewedOn} errors={errors.reviewedOn} hint="The day the facts were checked against the sources." />
          </div>
          <Field label="Hero image URL (optional)" name="heroImageUrl" type="url" defaultValue={values.heroImageUrl} errors={errors.heroImageUrl} placeholder="https://…" />

          <TextareaField
            label="Sources"
            name="sources"
            defaultValue={values.sources}
            errors={errors.sources}
            rows={5}
            className="font-mono text-xs"
            spellCheck={false}
            hint={
              <>
                One a line: <code className="font-mono">Title | https://address | YYYY-MM-DD</code> (the day you read it). Cite them in the body as [1], [2].
              </>
            }
          />
          <TextareaField
            label="Body (markdown)"
            name="body"
            defaultValue={values.body}
            errors={errors.body}
            rows={24}
            className="min-h-96 font-mono text-sm leading-6"
            hint="Start with a short answer, then ## sections. No raw HTML: it is never shown."
          />

          <div className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4">
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="save" variant={status === "published" ? "default" : "outline"} disabled={submitting}>
                <Save aria-hidden /> {status === "draft" ? "Save draft" : "Save changes"}
              </Button>
              {status !== "published" && (
                <Button type="submit" name="intent" value="publish" disabled={submitting}>
                  <Rocket aria-hidden /> Publish now
                </Button>
              )}
              {status !== "draft" && (
                <Button type="submit" name="intent" value="unpublish" variant="outline" disabled={submitting}>
                  <Undo2 aria-hidden /> Unpublish
                </Button>
              )}
              <Button type="submit" name="intent" value="preview" variant="ghost" formNoValidate disabled={submitting}>
                <Eye aria-hidden /> Preview
              </Button>
            </div>
            {status !== "published" && (
              <div className="flex flex-wrap items-end gap-3">
                <div className="grid gap-2">
                  <Label htmlFor="post-publish-at">Publish at (UTC)</Label>
                  <input
                    id="post-publish-at"
                    type="datetime-local"
                    name="publishAt"
                    defaultValue={values.publishAt}
                    aria-invalid={errors.publishAt?.length ? true : undefined}
                    className="h-10 rounded-md border border-input bg-card px-3 text-sm aria-invalid:border-destructive"
                  />
                </div>
                <Button type="submit" name="intent" value="schedule" variant="outline" disabled={submitting}>
                  <CalendarClock aria-hidden /> {status === "scheduled" ? "Reschedule" : "Schedule"}
                </Button>
                <div className="basis-full">
                  <FieldErrorsList name="publishAt" errors={errors.publishAt} />
                </div>
              </div>
            )}
            {post && (
              <Link to={`/admin/blog/${post.id}/delete`} className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-destructive hover:underline">
                <Trash2 className="size-4" aria-hidden /> Delete this post…
              </Link>
            )}
          </div>
        </Form>

        <div className="xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:self-start xl:overflow-y-auto">
          <PreviewPane preview={preview} title={title} description={description} pending={live.pending} />
        </div>
      </div>
    </div>
  );
}
