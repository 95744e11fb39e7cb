import { Clock3 } from "lucide-react";
import { Card, CardContent } from "@/web/components/ui/card";

/** An honest placeholder for a dashboard page that arrives later in this release. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <Clock3 className="size-10 text-brand-700" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-slate-900">{what} is coming soon in this release</h2>
        <p className="max-w-md text-sm text-slate-600">
          We're building this page right now. Everything else in your dashboard already works.
        </p>
      </CardContent>
    </Card>
  );
}
