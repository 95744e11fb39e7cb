import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PageId } from "@/shared/page-texts/pages";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { failureMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { usePageRevisions, useRestorePageRevision } from "../api/page-revisions";

/** A page's earlier versions in the language the screen is in (the last 20 saves replaced), each restorable. */
export function PageHistory({ page }: { page: PageId }) {
  const t = useT();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const revisions = usePageRevisions(page, locale, open);
  const restore = useRestorePageRevision(page);
  const label = t(`admin.pageName.${page}`);

  function onRestore(id: string) {
    restore.mutate(id, {
      onSuccess: () => {
        toast.success(t("admin.editPages.history.restored"), {
          description: t("admin.editPages.history.restoredText", { page: label }),
        });
        setOpen(false);
      },
      onError: (error) =>
        toast.error(t("admin.editPages.history.restoreFailed"), {
          description: failureMessage(t("admin.editPages.history.tryAgain"), error),
        }),
    });
  }

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t("admin.editPages.history.label", { page: label })}
      >
        <History aria-hidden="true" />
        {t("admin.editPages.history.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t("admin.editPages.history.title", { page: label })}</DialogTitle>
            <DialogDescription>{t("admin.editPages.history.description")}</DialogDescription>
          </DialogHeader>
          {revisions.isPending ? (
            <LoadingState label={t("admin.editPages.history.loading")} />
          ) : revisions.isError ? (
            <ErrorState
              title={t("admin.editPages.history.loadFailed")}
              message={t("admin.editPages.history.tryAgain")}
              onRetry={() => void revisions.refetch()}
            />
          ) : revisions.data.revisions.length === 0 ? (
            <p className="text-sm text-slate-600">{t("admin.editPages.history.empty")}</p>
          ) : (
            <ol className="divide-y divide-slate-200">
              {revisions.data.revisions.map((revision) => (
                <li key={revision.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p dir="auto" className="truncate font-medium text-ink">
                      {revision.fields.pageTitle ?? revision.fields.heroTitle}
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(revision.savedAt, locale)} ·{" "}
                      {revision.savedBy ? <bdi>{revision.savedBy.name}</bdi> : t("admin.editPages.history.builtIn")}
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
                    {t("admin.editPages.history.restore")}
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
