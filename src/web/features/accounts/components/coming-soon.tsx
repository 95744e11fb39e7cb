import { Clock3 } from "lucide-react";
import { Card, CardContent } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";

/** An honest placeholder for a dashboard page that arrives later in this release. */
export function ComingSoon({ what }: { what: string }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <Clock3 className="size-10 text-brand-700" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-slate-900">{t("account.comingSoon.title", { what })}</h2>
        <p className="max-w-md text-sm text-slate-600">{t("account.comingSoon.text")}</p>
      </CardContent>
    </Card>
  );
}
