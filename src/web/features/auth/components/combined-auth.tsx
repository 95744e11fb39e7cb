import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useT } from "@/web/lib/i18n";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";
import { SignUpFlow } from "./signup-flow";

/** /auth: Login (default) and Sign Up tabs, and Back to home. */
export function CombinedAuth() {
  const [searchParams, setSearchParams] = useSearchParams();
  const t = useT();
  const tab = searchParams.get("tab") === "signup" ? "signup" : "login";

  return (
    <AuthCard
      title={t("auth.combined.title")}
      description={t("auth.combined.description")}
      footer={
        <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
          <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" />
          {t("auth.common.backToHome")}
        </Link>
      }
    >
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(searchParams);
          if (value === "signup") next.set("tab", "signup");
          else next.delete("tab");
          setSearchParams(next, { replace: true });
        }}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t("auth.combined.loginTab")}</TabsTrigger>
          <TabsTrigger value="signup">{t("auth.combined.signupTab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-6">
          <LoginForm variant="combined" />
        </TabsContent>
        <TabsContent value="signup" className="mt-6">
          {/* The spec's combined sign-up: the phone is optional there (the e-mail is confirmed instead). */}
          <SignUpFlow idPrefix="auth-signup" phoneOptional />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
