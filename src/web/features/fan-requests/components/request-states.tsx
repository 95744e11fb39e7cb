import { Loader2, RotateCcw, TriangleAlert, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

export function ListLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
      <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50/60 p-8 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-6 text-red-700" />
      <p className="text-slate-800">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}

export function ListEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Video aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">{children}</p>
      <Button asChild className="mt-5">
        <Link to="/celebrities">Browse celebrities</Link>
      </Button>
    </div>
  );
}
