import { Badge } from "@/web/components/ui/badge";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Beside a contact detail that is still the built-in example: visitors must not take it for a real one. */
export function ExampleMark({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge variant="warning" className={cn("ms-2 align-middle", className)} title={t("pages.contact.exampleHint")}>
      {t("pages.contact.example")}
    </Badge>
  );
}
