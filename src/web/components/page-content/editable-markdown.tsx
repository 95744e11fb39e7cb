import { pageFieldLabel } from "@/shared/page-texts/pages";
import { Markdown } from "@/web/components/markdown";
import { cn } from "@/web/lib/utils";
import { usePageField } from "./page-content";

/**
 * A page text written in Markdown (the legal pages' sections): rendered safely for visitors and in preview (no
 * raw HTML, unsafe links dropped, site links in the same tab); in edit mode the raw Markdown in a text box, as
 * plain text. Only the pages that use it load it (and the Markdown renderer): never the home page.
 */
export function EditableMarkdown({ field, label, className }: { field: string; label?: string; className?: string }) {
  const { value, lang, ready, mode, generation, setDraft } = usePageField(field);
  if (mode !== "edit") {
    return (
      <div data-field={field} lang={lang} className={cn(className, !ready && "invisible")}>
        <Markdown sameTabSiteLinks className="text-slate-700">
          {value}
        </Markdown>
      </div>
    );
  }
  return (
    <textarea
      // Uncontrolled: starts again from the saved text when the draft is thrown away.
      key={generation}
      data-field={field}
      aria-label={label ?? pageFieldLabel(field)}
      defaultValue={value}
      onChange={(event) => setDraft(event.currentTarget.value)}
      rows={Math.min(20, Math.max(3, value.split("\n").length + Math.ceil(value.length / 90)))}
      spellCheck
      className="block w-full resize-y rounded-md border-0 bg-white p-2 font-mono text-sm leading-6 text-ink outline-2 outline-offset-4 outline-brand-400 outline-dashed [field-sizing:content] focus:outline-solid focus:outline-brand-600"
    />
  );
}
