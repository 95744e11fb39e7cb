import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PAGE_LABELS, type PageId } from "@/shared/page-texts/pages";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { failureMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { usePageRevisions, useRestorePageRevision } from "../api/page-revisions";

/** A page's earlier versions (the last 20 saves replaced), each restorable. */
export function PageHistory({ page }: { page: PageId }) {
  const [open, setOpen] = useState(false);
  const revisions = usePageRevisions(page, open);
  const restore = useRestorePageRevision(page);
  const label = PAGE_LABELS[page];

  function onRestore(id: string) {
    restore.mutate(id, {
      onSuccess: () => {
        toast.success("Version restored", { description: `${label} shows that version again.` });
        setOpen(false);
      },
      onError: (error) => toast.error("Restore failed", { description: failureMessage("Please try again.", error) }),
    });
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`History of ${label}`}>
        <History aria-hidden="true" />
        History
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{label}: earlier versions</DialogTitle>
            <DialogDescription>The last 20 versions a save replaced, newest first.</DialogDescription>
          </DialogHeader>
          {revisions.isPending ? (
            <LoadingState label="Loading versions…" />
          ) : revisions.isError ? (
            <ErrorState
              title="The versions did not load"
              message="Please try again."
              onRetry={() => void revisions.refetch()}
            />
          ) : revisions.data.revisions.length === 0 ? (
            <p className="text-sm text-slate-600">No earlier versions: this page has never been saved.</p>
          ) : (
            <ol className="divide-y divide-slate-200">
              {revisions.data.revisions.map((revision) => (
                <li key={revision.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">
                      {revision.fields.pageTitle ?? revision.fields.heroTitle}
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(revision.savedAt)} · {revision.savedBy?.name ?? "Built-in texts"}
                    </p>
                  </div>
                  <Button
                    icon={<RotateCcw aria-hidden="true" />}
                    pending={restore.isPending && restore.variables === revision.id}
                    size="sm"
                    variant="outline"
                    disabled={restore.isPending}
                    onClick={() => onRestore(revision.id)}
                  >
                    Restore
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
