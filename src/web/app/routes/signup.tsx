import { useState } from "react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { SignUpFlow } from "@/web/features/auth/components/signup-flow";
import { useReturnPath, withReturnPath } from "@/web/features/auth/lib/redirect";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function SignUpPage() {
  usePageTitle(pageTitle("/signup"));
  const [step, setStep] = useState<"details" | "verify">("details");
  const returnPath = useReturnPath();
  return (
    <AuthCard
      title={step === "details" ? "Create your Salamu account" : "Verify your phone"}
      description={
        <>
          <span className="font-medium text-slate-700">Step {step === "details" ? 1 : 2} of 2.</span>{" "}
          {step === "details"
            ? "Tell us about you, then we'll text you a code."
            : "One last step to keep your account safe."}
        </>
      }
      footer={
        <>
          Already have an account?{" "}
          <Link to={withReturnPath("/login", returnPath)} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <SignUpFlow onStepChange={setStep} />
    </AuthCard>
  );
}
