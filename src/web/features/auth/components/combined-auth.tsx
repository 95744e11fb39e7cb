import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";
import { SignUpFlow } from "./signup-flow";

/** /auth: Login (default) and Sign Up tabs, and Back to home. */
export function CombinedAuth() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") === "signup" ? "signup" : "login";

  return (
    <AuthCard
      title="Welcome to Salamu"
      description="Log in or create an account to book personalised videos."
      footer={
        <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
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
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-6">
          <LoginForm variant="combined" />
        </TabsContent>
        <TabsContent value="signup" className="mt-6">
          <SignUpFlow idPrefix="auth-signup" />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
