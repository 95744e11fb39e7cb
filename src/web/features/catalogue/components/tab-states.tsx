import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";

export function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
      {label}
    </div>
  );
}

export function TabEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-slate-600">
      {children}
    </p>
  );
}

export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 px-6 py-10 text-center">
      <p className="text-slate-700">{message}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
