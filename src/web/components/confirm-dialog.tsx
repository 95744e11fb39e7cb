import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that runs the action ("Delete post"). */
  confirmLabel: string;
  /** The button that backs out ("Keep post"). Default "Cancel". */
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /**
   * The action. While its promise runs the buttons are disabled and the dialog cannot be dismissed; when it
   * resolves the dialog closes; when it rejects the dialog stays open and says why.
   */
  onConfirm: () => unknown;
  /** The words for a failure. Default: the API's message, else "Something went wrong. Please try again." */
  describeError?: (error: unknown) => string;
  /** More content between the description and the buttons (a detail, a field). */
  children?: ReactNode;
};

const defaultDescribeError = (error: unknown) => errorMessage(error, "Something went wrong. Please try again.");

/**
 * Asks before an action: an alert dialog whose first focus is the safe choice (cancel), with the action's
 * pending state and its failure shown in place.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  describeError = defaultDescribeError,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // Each opening starts clean.
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (failure) {
      setPending(false);
      setError(describeError(failure));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        role="alertdialog"
        showCloseButton={false}
        className="sm:max-w-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader className="pe-0">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t("common.dialog.cancel")}
          </Button>
          <Button variant={destructive ? "destructive" : "default"} pending={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
