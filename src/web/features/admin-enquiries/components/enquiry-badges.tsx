import type { EnquiryKind, EnquiryStatus } from "@/shared/schemas/enquiries";
import { Badge } from "@/web/components/ui/badge";
import { useT } from "@/web/lib/i18n";

const STATUS_VARIANT = { new: "warning", handled: "success", archived: "secondary" } as const;

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useT();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`admin.enquiryStatus.${status}`)}</Badge>;
}

export function EnquiryKindBadge({ kind }: { kind: EnquiryKind }) {
  const t = useT();
  return <Badge variant={kind === "business" ? "brand" : "outline"}>{t(`admin.enquiryKind.${kind}`)}</Badge>;
}
