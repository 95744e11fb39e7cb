import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_120%,rgba(234,88,12,0.55),transparent_70%),radial-gradient(20rem_12rem_at_0%_0%,rgba(251,146,60,0.25),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-white text-balance sm:text-4xl">
            Ready to make someone's day?
          </h2>
          <p className="mt-4 text-lg text-slate-300 text-pretty">
            Surprise a friend, cheer on a teammate or celebrate a milestone with a message from the star they love.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverted">
              <Link to="/browse">
                Browse Celebrities
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:border-white hover:bg-white/10"
            >
              <Link to="/signup">Join / Create Account</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
