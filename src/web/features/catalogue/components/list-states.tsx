import { RotateCcw, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50/60 px-6 py-16 text-center"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">Something went wrong</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}
