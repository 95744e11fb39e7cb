import { EditableMarkdown } from "@/web/components/page-content/editable-markdown";
import { Editable, usePageField } from "@/web/components/page-content/page-content";
import { cn } from "@/web/lib/utils";
import type { LegalSection } from "./legal-page";

function TocTitle({ field }: { field: string }) {
  const { value, lang, ready } = usePageField(field);
  return (
    <span lang={lang} className={cn(!ready && "invisible")}>
      {value}
    </span>
  );
}

/** The numbered sections of a legal page from its texts: sectionNTitle (in place) and sectionNContent (Markdown). */
export function legalSections(count: number): LegalSection[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      title: <Editable field={`section${n}Title`} label={`Section ${n} title`} />,
      tocTitle: <TocTitle field={`section${n}Title`} />,
      body: <EditableMarkdown field={`section${n}Content`} label={`Section ${n} content (Markdown)`} />,
    };
  });
}
