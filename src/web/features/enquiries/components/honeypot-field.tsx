import { HONEYPOT_FIELD } from "@/shared/schemas/enquiries";
import { useT } from "@/web/lib/i18n";

/**
 * The spam trap: a field people never see or reach (moved off screen, hidden from assistive technology, out of
 * the tab order). Bots that fill every input fill it too; the server then stores and sends nothing.
 */
export function HoneypotField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("pages.enquiry.honeypot")}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
