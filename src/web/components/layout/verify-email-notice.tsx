import { MailWarning } from "lucide-react";
import { useState } from "react";
import type { Me } from "@/shared/schemas/accounts";
import { apiPost } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** 'Please verify your email' and Resend, for `user` whose e-mail is unconfirmed. */
export default function VerifyEmailNotice({ user, className }: { user: Me; className?: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const t = useT();

  const resend = async () => {
    setState("sending");
    // Toasts load after the first paint (AppProviders); this banner is in every page's first load.
    const { toast } = await import("sonner");
    try {
      await apiPost("/api/accounts/email-verification", { email: user.email });
      setState("sent");
      toast.success(t("common.verifyEmail.sentToast"), {
        description: t("common.verifyEmail.checkInbox", { email: user.email }),
      });
    } catch {
      setState("idle");
      toast.error(t("common.verifyEmail.failedToast"), { description: t("common.verifyEmail.tryLater") });
    }
  };

  return (
    <div className={cn("border-b border-amber-200 bg-amber-50 text-amber-950", className)}>
      {/* One flowing paragraph: on a phone it takes two or three short lines instead of four stacked rows. */}
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-1.5 text-xs sm:items-center sm:gap-3 sm:py-2 sm:text-sm sm:px-6 lg:px-8">
        <MailWarning className="mt-px size-3.5 shrink-0 sm:mt-0 sm:size-4" aria-hidden="true" />
        <p className="min-w-0">
          <strong className="font-semibold">{t("common.verifyEmail.title")}</strong>
          <span className="sm:hidden">.</span>{" "}
          <span className="text-amber-900 sm:ms-2">
            <span className="wrap-anywhere">{t("common.verifyEmail.sentTo", { email: user.email })}</span>
          </span>{" "}
          <button
            type="button"
            onClick={resend}
            disabled={state !== "idle"}
            className="font-semibold whitespace-nowrap underline underline-offset-2 hover:no-underline disabled:no-underline disabled:opacity-70 sm:ms-2"
          >
            {state === "sent"
              ? t("common.verifyEmail.sent")
              : state === "sending"
                ? t("common.verifyEmail.sending")
                : t("common.verifyEmail.resend")}
          </button>
        </p>
      </div>
    </div>
  );
}
