import { MailWarning } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { apiPost } from "@/web/lib/api-client";
import { useSession } from "@/web/lib/session";
import { cn } from "@/web/lib/utils";

/** For a signed-in user whose e-mail is unconfirmed: 'Please verify your email' and Resend. */
export function VerifyEmailBanner({ className }: { className?: string }) {
  const { user } = useSession();
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setState("sending");
    try {
      await apiPost("/api/accounts/email-verification", { email: user.email });
      setState("sent");
      toast.success("Confirmation email sent", { description: `Check ${user.email} for the link.` });
    } catch {
      setState("idle");
      toast.error("Couldn't send the email", { description: "Please try again later." });
    }
  };

  return (
    <div className={cn("border-b border-amber-200 bg-amber-50 text-amber-950", className)}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        <p className="font-semibold">Please verify your email</p>
        <p className="text-amber-900">We sent a confirmation link to {user.email}.</p>
        <button
          type="button"
          onClick={resend}
          disabled={state !== "idle"}
          className="font-semibold underline underline-offset-2 hover:no-underline disabled:no-underline disabled:opacity-70"
        >
          {state === "sent" ? "Sent" : state === "sending" ? "Sending…" : "Resend"}
        </button>
      </div>
    </div>
  );
}
