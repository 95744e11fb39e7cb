import { Eye, Pencil, Save, X } from "lucide-react";
import { toast } from "sonner";
import { LOCALE_NAMES } from "@/shared/locales";
import { PAGE_EDIT_DENIED, PAGE_LABELS } from "@/shared/page-texts/pages";
import { PAGE_CONTENT_MESSAGES, PAGE_SCHEMAS } from "@/shared/schemas/page-content";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { useLocale } from "@/web/lib/i18n";
import { useSavePageContent } from "@/web/lib/page-content";
import type { PageEditorApi } from "./editor-types";

/**
 * The floating toolbar of inline editing: Save (checked against the page's rules first; says 'Changes saved'
 * only once the server has stored it, and shows the server's answer from then on), Cancel (back to the saved
 * text) and Preview (the page as visitors would see the draft). Loaded only when someone edits.
 */
export default function EditToolbar({ editor }: { editor: PageEditorApi }) {
  const { page, saved, draft, mode, setMode, finish } = editor;
  const changed = Object.keys(draft).some((field) => draft[field] !== saved[field]);

  const save = useSavePageContent(page);
  const { locale } = useLocale();
  const onSaved = {
    onSuccess: () => {
      // The cache now holds the server's answer (what every visitor gets); the page shows it.
      finish();
      toast.success(PAGE_CONTENT_MESSAGES.saved.title, { description: PAGE_CONTENT_MESSAGES.saved.description });
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
        toast.error(PAGE_EDIT_DENIED.title, { description: PAGE_EDIT_DENIED.description });
      } else if (error instanceof ApiError && error.status === 400) {
        toast.error(PAGE_CONTENT_MESSAGES.saveFailed.title, { description: error.message });
      } else {
        toast.error(PAGE_CONTENT_MESSAGES.saveFailed.title, {
          description: PAGE_CONTENT_MESSAGES.saveFailed.description,
        });
      }
    },
  };

  function onSave() {
    const parsed = PAGE_SCHEMAS[page].safeParse({ ...saved, ...draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "");
      setMode("edit");
      toast.error(PAGE_CONTENT_MESSAGES.saveFailed.title, { description: issue?.message });
      document.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`)?.focus();
      return;
    }
    save.mutate(parsed.data as Record<string, string>, onSaved);
  }

  function onCancel() {
    finish();
    toast(PAGE_CONTENT_MESSAGES.discarded.title, { description: PAGE_CONTENT_MESSAGES.discarded.description });
  }

  return (
    <section
      aria-label="Page editor"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 rounded-2xl bg-ink px-4 py-3 text-white shadow-2xl sm:inset-x-4 sm:bottom-4"
    >
      <p className="w-full text-sm sm:w-auto">
        <span className="font-semibold">{mode === "preview" ? "Previewing" : "Editing"}</span>{" "}
        <span className="text-slate-300">
          {PAGE_LABELS[page]} · <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          {changed ? " · unsaved changes" : ""}
        </span>
        {locale !== "en" && (
          // Saving keeps only what differs from English: a text left as it is keeps showing the English one.
          <span className="block text-xs text-slate-300">Texts left in English stay English (not translated).</span>
        )}
      </p>
      <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto [&>button]:px-3">
        {mode === "preview" ? (
          // Two short lines on a phone rather than a label cut off in a third of the bar.
          <Button
            size="sm"
            variant="inverted"
            className="h-auto min-h-8 py-1 leading-tight whitespace-normal"
            onClick={() => setMode("edit")}
          >
            <Pencil aria-hidden="true" />
            Continue editing
          </Button>
        ) : (
          <Button size="sm" variant="inverted" onClick={() => setMode("preview")}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          className="border-white/40 bg-transparent text-white hover:border-white hover:bg-white/10"
          onClick={onCancel}
          disabled={save.isPending}
        >
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button icon={<Save aria-hidden="true" />} size="sm" onClick={onSave} pending={save.isPending}>
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
    </section>
  );
}
