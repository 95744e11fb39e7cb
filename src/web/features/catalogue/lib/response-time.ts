import type { RESPONSE_TIMES } from "@/shared/catalogue";
import type { MessageKey } from "@/shared/messages/keys";
import { useT } from "@/web/lib/i18n";

/** The words of each response time a celebrity can choose (RESPONSE_TIMES, English, are their ids). */
const LABELS: Record<(typeof RESPONSE_TIMES)[number], MessageKey> = {
  "24 hours": "catalogue.responseTime.hours24",
  "48 hours": "catalogue.responseTime.hours48",
  "3-5 days": "catalogue.responseTime.days3to5",
  "1 week": "catalogue.responseTime.week1",
};

/** A response time in the page's language ("48 heures"); one that is not in the list, as it came. */
export function useResponseTime() {
  const t = useT();
  return (responseTime: string) => {
    const key = (LABELS as Record<string, MessageKey | undefined>)[responseTime];
    return key ? t(key) : responseTime;
  };
}
