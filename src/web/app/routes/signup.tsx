import { useState } from "react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { SignUpFlow, type SignUpStep } from "@/web/features/auth/components/signup-flow";
import { useReturnPath, withReturnPath } from "@/web/features/auth/lib/redirect";
import { useT } from "@/web/lib/i18n";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function SignUpPage() {
  usePageTitle(pageTitle("/signup"));
  const [step, setStep] = useState<SignUpStep>("details");
  const returnPath = useReturnPath();
  const t = useT();
  return (
    <AuthCard
      title={
        step === "details"
          ? t("auth.signup.title")
          : step === "verify"
            ? t("auth.signup.verifyTitle")
            : t("auth.signup.checkEmailTitle")
      }
      description={
        <>
          <span className="font-medium text-slate-700">
            {t("auth.signup.step", { step: step === "details" ? 1 : 2, total: 2 })}
          </span>{" "}
          {step === "details" ? t("auth.signup.detailsIntro") : t("auth.signup.verifyIntro")}
        </>
      }
      footer={
        <>
          {t("auth.signup.haveAccount")}{" "}
          <Link to={withReturnPath("/login", returnPath)} className="font-semibold text-brand-700 hover:underline">
            {t("auth.signup.logInLink")}
          </Link>
        </>
      }
    >
      <SignUpFlow onStepChange={setStep} />
    </AuthCard>
  );
}
