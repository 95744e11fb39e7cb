import { ArrowLeft, Clock3, Search } from "lucide-react";
import { Link, useLocation } from "react-router";
import { LogoMark } from "@/web/components/layout/logo";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

/**
 * /login, /signup and /auth. Accounts arrive with the accounts feature; until then the page says so
 * plainly and sends visitors back to the catalogue.
 */
export default function LoginPage() {
  const { pathname } = useLocation();
  const isSignup = pathname.startsWith("/signup");
  usePageTitle(isSignup ? "Sign up" : "Log in");

  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-16">
        <div className="rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">
            {isSignup ? "Create your Salamu account" : "Log in to Salamu"}
          </h1>
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            <Clock3 className="size-4" aria-hidden="true" />
            Accounts open soon
          </p>
          <p className="mt-4 leading-relaxed text-slate-600">
            We're putting the finishing touches on fan and celebrity accounts. Until then you can browse every star,
            compare prices in your currency and pick the perfect person for your next shoutout.
          </p>
          <div className="mt-8 flex flex-col gap-3">
            <Button asChild size="lg">
              <Link to="/celebrities">
                <Search aria-hidden="true" />
                Browse Celebrities
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Back to home
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
