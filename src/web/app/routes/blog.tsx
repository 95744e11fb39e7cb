import { LayoutGrid, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

// The blog API arrives with the CMS feature; until then the list is honestly empty.
export default function BlogPage() {
  usePageTitle("Blog");
  return (
    <>
      <PageHero
        eyebrow="Stories"
        title="Salamu Blog"
        description="News, behind-the-scenes stories and tips for making every shoutout count."
      >
        <Button asChild variant="outline">
          <Link to="/blog/categories">
            <LayoutGrid aria-hidden="true" />
            View Categories
          </Link>
        </Button>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Newspaper className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-5 text-lg font-semibold text-ink">No blog posts yet. Check back soon!</p>
          <p className="mt-2 text-slate-600">In the meantime, meet the stars on Salamu.</p>
          <Button asChild className="mt-6">
            <Link to="/celebrities">Browse Celebrities</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
