import type { PageId } from "@/shared/page-content";

/** view: what visitors see; edit: texts editable in place; preview: the draft as visitors would see it. */
export type EditMode = "view" | "edit" | "preview";

/** What the page gives its floating toolbar. */
export type PageEditorApi = {
  page: PageId;
  saved: Record<string, string>;
  draft: Record<string, string>;
  mode: EditMode;
  setMode: (mode: EditMode) => void;
  /** Leaves edit mode and forgets the draft (after a save or a cancel). */
  finish: () => void;
};

/** The elements a page text can be. */
export type EditableTag = "h1" | "h2" | "h3" | "p" | "span" | "div";
