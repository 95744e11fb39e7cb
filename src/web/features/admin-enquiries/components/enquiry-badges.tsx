import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
  type EnquiryStatus,
} from "@/shared/schemas/enquiries";
import { Badge } from "@/web/components/ui/badge";

const STATUS_VARIANT = { new: "warning", handled: "success", archived: "secondary" } as const;

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{ENQUIRY_STATUS_LABELS[status]}</Badge>;
}

export function EnquiryKindBadge({ kind }: { kind: EnquiryKind }) {
  return <Badge variant={kind === "business" ? "brand" : "outline"}>{ENQUIRY_KIND_LABELS[kind]}</Badge>;
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const formatReceived = (iso: string) => dateTime.format(new Date(iso));
