import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { PageFieldName, PageFields, PageId } from "@/shared/page-content";
import { isStaff } from "@/shared/roles";
import { usePageContentQuery } from "@/web/lib/page-content";
import { useSession } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";
import type { EditableTag, EditMode, PageEditorApi } from "./editor-types";

/**
 * The editable texts of a public page (spec sections 2 and 3). A page wraps itself in `PageContent` and shows
 * each text through `<Editable field=... />`. Visitors see the texts from the API; until they arrive, the
 * built-in texts hold the place invisibly (same size: no layout shift, and never an older text flashing).
 * Staff with `content` (and the super admin) switch the page to edit mode (the Edit Page control, or
 * `?edit=1` from Edit Pages): each text becomes editable in place and a floating toolbar saves, cancels or
 * previews. Anyone else asking gets the spec's 'Permission denied'. Texts are always rendered as text.
 */

type PageContentState = {
  page: PageId;
  /** What to show: the saved texts, with the draft over them while editing or previewing. */
  fields: Record<string, string>;
  ready: boolean;
  mode: EditMode;
  /** Bumped when the draft is thrown away, so the editable elements start again from the saved text. */
  generation: number;
  /** The fields shown in English on a page in another language (not translated yet): marked `lang="en"`. */
  untranslated: ReadonlySet<string>;
  setDraft: (field: string, value: string) => void;
};

const PageContentContext = createContext<PageContentState | null>(null);

// Editing (the Edit Page control, edit mode, the toolbar) is its own chunk: visitors never load it.
const PageEditing = lazy(() => import("./page-editing"));
const EditableInPlace = lazy(() => import("./editable-in-place"));

export function PageContent<P extends PageId>({
  page,
  defaults,
  children,
}: {
  page: P;
  /** The page's built-in texts (src/shared/page-texts/texts-<page>.ts): only this page's, to keep the first load small. */
  defaults: PageFields<P>;
  children: ReactNode;
}) {
  const query = usePageContentQuery(page);
  const { user, isPending: sessionPending } = useSession();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<EditMode>("view");
  const [draft, setDraftState] = useState<Record<string, string>>({});
  const [generation, setGeneration] = useState(0);

  const saved = query.data?.fields ?? (defaults as Record<string, string>);
  const untranslatedList = query.data?.untranslated;
  const untranslated = useMemo(() => new Set(untranslatedList ?? []), [untranslatedList]);

  const setDraft = useCallback(
    (field: string, value: string) => setDraftState((current) => ({ ...current, [field]: value })),
    [],
  );
  // A new value only when what it holds changes: the session arriving after hydration must not reach
  // the page's lazy sections (lazySection) that are still waiting for their code, which React would
  // otherwise throw away and draw again in the browser, moving the page.
  const ready = !query.isPending;
  const state = useMemo<PageContentState>(
    () => ({
      page,
      fields: mode === "view" ? saved : { ...saved, ...draft },
      // A failed load shows the built-in texts (spec: defaults used).
      ready,
      mode,
      generation,
      untranslated,
      setDraft,
    }),
    [page, saved, draft, ready, mode, generation, untranslated, setDraft],
  );

  const editor: PageEditorApi = {
    page,
    saved,
    draft,
    mode,
    setMode,
    finish: () => {
      setDraftState({});
      setGeneration((n) => n + 1);
      setMode("view");
    },
  };

  // Only staff, or someone asking for edit mode (?edit=1, as Edit Pages links), load the editing code.
  const editing = isStaff(user) || params.get("edit") === "1" || mode !== "view";
  return (
    <PageContentContext.Provider value={state}>
      <div aria-busy={!state.ready || undefined}>{children}</div>
      {editing && (
        <Suspense fallback={null}>
          <PageEditing editor={editor} user={user} sessionPending={sessionPending} />
        </Suspense>
      )}
    </PageContentContext.Provider>
  );
}

function usePageContentState(): PageContentState {
  const state = useContext(PageContentContext);
  if (!state) throw new Error("Editable must be inside <PageContent>");
  return state;
}

/** The current text of one field (for attributes and links that are not edited in place). */
export function usePageText<P extends PageId>(_page: P, field: PageFieldName<P>): string {
  return usePageContentState().fields[field] ?? "";
}

/**
 * One text of the page: plain text for visitors; in edit mode the element itself becomes editable
 * (plain text only: what is typed or pasted is read back as text, never as markup).
 */
export function Editable<P extends PageId>({
  field,
  as: Tag = "span",
  className,
  label,
}: {
  /** The page's field; the page is the enclosing PageContent's (the type parameter only checks the name). */
  field: PageFieldName<P> | (string & {});
  as?: EditableTag;
  className?: string;
  /** What a screen reader announces for the text box (defaults to the field's name, in words). */
  label?: string;
}) {
  const state = usePageContentState();
  const value = state.fields[field] ?? "";
  if (state.mode !== "edit") {
    return (
      <Tag
        className={cn(className, !state.ready && "invisible")}
        data-field={field}
        lang={state.untranslated.has(field) ? "en" : undefined}
      >
        {value}
      </Tag>
    );
  }
  return (
    <Suspense fallback={<Tag className={className}>{value}</Tag>}>
      <EditableInPlace
        key={state.generation}
        field={field}
        Tag={Tag}
        className={className}
        label={label}
        initial={value}
        onChange={(text) => state.setDraft(field, text)}
      />
    </Suspense>
  );
}

/** Every current text of the page (the draft over the saved ones while editing or previewing). */
export function usePageTexts<P extends PageId>(_page: P): Record<PageFieldName<P>, string> {
  return usePageContentState().fields as Record<PageFieldName<P>, string>;
}

/**
 * One field with what a custom editable needs (EditableMarkdown): its current text, whether the saved texts
 * have arrived, the mode, the generation (bumped when the draft is thrown away) and how to change the draft.
 */
export function usePageField(field: string) {
  const state = usePageContentState();
  return {
    value: state.fields[field] ?? "",
    /** `lang` of the text: "en" where the page's language has no translation of it yet. */
    lang: state.untranslated.has(field) ? "en" : undefined,
    ready: state.ready,
    mode: state.mode,
    generation: state.generation,
    setDraft: (text: string) => state.setDraft(field, text),
  };
}

/** Whether the page is being edited (pages swap controls that would get in the way, e.g. the FAQ toggles). */
export function usePageEditMode(): EditMode {
  return usePageContentState().mode;
}
