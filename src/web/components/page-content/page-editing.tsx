import { lazy, Suspense, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PAGE_EDIT_DENIED } from "@/shared/page-texts/pages";
import { hasPermission, isStaff } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import type { PageEditorApi } from "./editor-types";

// The toolbar (saving, the rules of each page, zod) loads only when someone edits.
const EditToolbar = lazy(() => import("./edit-toolbar"));

const denied = () => toast.error(PAGE_EDIT_DENIED.title, { description: PAGE_EDIT_DENIED.description });

/**
 * Who may edit a page and how they start: the Edit Page control (shown to staff), or `?edit=1` (Edit Pages'
 * links). Staff with `content` and the super admin enter edit mode; anyone else is told they may not (spec
 * section 6). Then the floating toolbar.
 */
export default function PageEditing({
  editor,
  user,
  sessionPending,
}: {
  editor: PageEditorApi;
  user: Me | null;
  sessionPending: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const allowed = hasPermission(user, "content");
  const { mode, setMode } = editor;

  // Once we know who is asking, enter edit mode or say why not; the request leaves the URL.
  const askedToEdit = params.get("edit") === "1";
  const handledAsk = useRef(false);
  useEffect(() => {
    if (!askedToEdit || sessionPending || handledAsk.current) return;
    handledAsk.current = true;
    if (allowed) setMode("edit");
    else denied();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("edit");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [askedToEdit, sessionPending, allowed, setMode, setParams]);

  if (mode === "view") {
    if (!isStaff(user)) return null;
    return (
      <button
        type="button"
        onClick={() => (allowed ? setMode("edit") : denied())}
        className="fixed bottom-4 start-4 z-40 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        Edit Page
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <EditToolbar editor={editor} />
    </Suspense>
  );
}
