import { ExternalLink, Newspaper, PencilLine, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { BLOG_MESSAGES } from "@/shared/blog-messages";
import { BLOG_STATUS_LABELS, BLOG_STATUSES, type BlogPostSummary, type BlogStatus } from "@/shared/schemas/blog";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Pagination } from "@/web/components/pagination";
import { SearchBox } from "@/web/components/search-box";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { failureMessage } from "@/web/lib/api-client";
import { useListParams } from "@/web/lib/use-list-params";
import { cn } from "@/web/lib/utils";
import { useAdminBlogPosts, useDeleteBlogPost } from "../api/admin-blog";

const KEYS = ["search", "status"] as const;

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

const pill = (active: boolean) =>
  cn(
    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  );

/** Blog Management: every post by status and search, New Post, edit, delete (asked first). */
export function BlogAdminList() {
  const params = useListParams(KEYS);
  const status = (BLOG_STATUSES as readonly string[]).includes(params.status)
    ? (params.status as BlogStatus)
    : undefined;
  const query = useAdminBlogPosts({ search: params.search, status, page: params.page });
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);

  const columns: TableColumn<BlogPostSummary>[] = [
    {
      id: "title",
      header: "Title",
      rowHeader: true,
      className: "min-w-56 max-w-md",
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900">{row.title}</p>
          <p className="truncate text-sm text-slate-500">/blog/{row.slug}</p>
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: (row) => (
        <Badge variant={row.status === "published" ? "success" : "secondary"}>{BLOG_STATUS_LABELS[row.status]}</Badge>
      ),
    },
    { id: "author", header: "Author", className: "whitespace-nowrap text-slate-700", cell: (row) => row.author },
    {
      id: "updated",
      header: "Updated",
      className: "whitespace-nowrap text-slate-600",
      cell: (row) => shortDate(row.updatedAt),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      align: "right",
      cell: (row) => (
        <div className="flex justify-end gap-1">
          {row.status === "published" && (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/blog/${row.slug}`} aria-label={`View ${row.title}`}>
                <ExternalLink aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/blog/edit/${row.id}`} aria-label={`Edit ${row.title}`}>
              <PencilLine aria-hidden="true" /> Edit
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${row.title}`}
            onClick={() => setDeleting(row)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={params.search} onSearch={(search) => params.update({ search })} label="Search posts" />
        <Button asChild className="h-12 shrink-0 rounded-full">
          <Link to="/admin/blog/new">
            <Plus aria-hidden="true" /> New Post
          </Link>
        </Button>
      </div>
      <nav aria-label="Filter by status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 pb-1">
          {([undefined, ...BLOG_STATUSES] as const).map((value) => (
            <li key={value ?? "all"}>
              <button
                type="button"
                aria-pressed={status === value}
                className={pill(status === value)}
                onClick={() => params.update({ status: value ?? "" })}
              >
                {value ? BLOG_STATUS_LABELS[value] : "All"}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <ListSkeleton rows={3} rowClassName="h-16" label="Loading blog posts..." />
      ) : query.isError ? (
        <ErrorState message={BLOG_MESSAGES.fetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table
            caption="Blog posts"
            columns={columns}
            rows={query.data.items}
            rowKey={(row) => row.id}
            tableClassName="min-w-[44rem]"
            empty={
              <EmptyState icon={Newspaper} title="No posts here" className="border-0">
                {params.search || status ? "Nothing matches these filters." : "Write the first one with New Post."}
              </EmptyState>
            }
          />
          <Pagination page={query.data.page} totalPages={query.data.totalPages} hrefFor={params.pageHref} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this post?"
        description={deleting ? `“${deleting.title}” will be removed for good. Readers will no longer see it.` : ""}
        confirmLabel="Delete post"
        cancelLabel="Keep post"
        destructive
        describeError={(error) => failureMessage(BLOG_MESSAGES.deleteFailed, error)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("Post deleted", { description: deleting.title });
        }}
      />
    </div>
  );
}
