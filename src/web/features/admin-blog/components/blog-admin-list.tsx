import { ExternalLink, Newspaper, PencilLine, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { INTL_LOCALES, type Locale } from "@/shared/locales";
import { type AdminBlogPostSummary, BLOG_STATUSES, type BlogStatus } from "@/shared/schemas/blog";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { languagesColumn } from "@/web/components/content-languages";
import { Pagination } from "@/web/components/pagination";
import { SearchBox } from "@/web/components/search-box";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { failureMessage } from "@/web/lib/api-client";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { useListParams } from "@/web/lib/use-list-params";
import { cn } from "@/web/lib/utils";
import { useAdminBlogPosts, useDeleteBlogPost } from "../api/admin-blog";

const KEYS = ["search", "status"] as const;

/** "4 Mar 2026" in English, as it always was; the page's language otherwise. */
const shortDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(locale === "en" ? "en-GB" : INTL_LOCALES[locale], {
    day: "numeric",
    month: "short",
    year: "numeric",
  });

const pill = (active: boolean) =>
  cn(
    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
  );

/** Blog Management: every post by status and search, New Post, edit, delete (asked first). */
export function BlogAdminList() {
  const t = useT();
  const { locale } = useLocale();
  const params = useListParams(KEYS);
  const status = (BLOG_STATUSES as readonly string[]).includes(params.status)
    ? (params.status as BlogStatus)
    : undefined;
  const query = useAdminBlogPosts({ search: params.search, status, page: params.page });
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogPostSummary | null>(null);

  const columns: TableColumn<AdminBlogPostSummary>[] = [
    {
      id: "title",
      header: t("admin.blog.list.column.title"),
      rowHeader: true,
      className: "min-w-56 max-w-md",
      cell: (row) => (
        <div>
          <p dir="auto" className="font-medium text-slate-900">
            {row.title}
          </p>
          <p dir="ltr" className="truncate text-start text-sm text-slate-500">
            /blog/{row.slug}
          </p>
        </div>
      ),
    },
    {
      id: "status",
      header: t("admin.blog.list.column.status"),
      cell: (row) => (
        <Badge variant={row.status === "published" ? "success" : "secondary"}>
          {t(`admin.blogStatus.${row.status}`)}
        </Badge>
      ),
    },
    languagesColumn(t),
    {
      id: "author",
      header: t("admin.blog.list.column.author"),
      className: "whitespace-nowrap text-slate-700",
      cell: (row) => <bdi>{row.author}</bdi>,
    },
    {
      id: "updated",
      header: t("admin.blog.list.column.updated"),
      className: "whitespace-nowrap text-slate-600",
      cell: (row) => shortDate(row.updatedAt, locale),
    },
    {
      id: "actions",
      header: t("admin.blog.list.column.actions"),
      hideHeader: true,
      align: "right",
      cell: (row) => (
        <div className="flex justify-end gap-1">
          {row.status === "published" && (
            <Button asChild variant="ghost" size="sm">
              <Link to={`/blog/${row.slug}`} aria-label={t("admin.blog.list.view", { title: row.title })}>
                <ExternalLink aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/blog/edit/${row.id}`} aria-label={t("admin.blog.list.editLabel", { title: row.title })}>
              <PencilLine aria-hidden="true" /> {t("admin.blog.list.edit")}
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={t("admin.blog.list.deleteLabel", { title: row.title })}
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
        <SearchBox
          value={params.search}
          onSearch={(search) => params.update({ search })}
          label={t("admin.blog.list.search")}
        />
        <Button asChild className="h-12 shrink-0 rounded-full">
          <Link to="/admin/blog/new">
            <Plus aria-hidden="true" /> {t("admin.blog.list.newPost")}
          </Link>
        </Button>
      </div>
      <nav aria-label={t("admin.blog.list.filterByStatus")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 pb-1">
          {([undefined, ...BLOG_STATUSES] as const).map((value) => (
            <li key={value ?? "all"}>
              <button
                type="button"
                aria-pressed={status === value}
                className={pill(status === value)}
                onClick={() => params.update({ status: value ?? "" })}
              >
                {value ? t(`admin.blog.list.filter.${value}`) : t("admin.blog.list.all")}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {query.isPending ? (
        <ListSkeleton rows={3} rowClassName="h-16" label={t("admin.blog.list.loading")} />
      ) : query.isError ? (
        <ErrorState message={t("admin.blog.messages.fetchFailed")} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table
            caption={t("admin.blog.list.caption")}
            columns={columns}
            rows={query.data.items}
            rowKey={(row) => row.id}
            tableClassName="min-w-[52rem]"
            empty={
              <EmptyState icon={Newspaper} title={t("admin.blog.list.emptyTitle")} className="border-0">
                {params.search || status ? t("admin.blog.list.emptyFiltered") : t("admin.blog.list.emptyFirst")}
              </EmptyState>
            }
          />
          <Pagination page={query.data.page} totalPages={query.data.totalPages} hrefFor={params.pageHref} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("admin.blog.list.deleteTitle")}
        description={
          deleting ? messageParts(t, "admin.blog.list.deleteText", { title: <bdi>{deleting.title}</bdi> }) : ""
        }
        confirmLabel={t("admin.blog.list.deleteConfirm")}
        cancelLabel={t("admin.blog.list.keep")}
        destructive
        describeError={(error) => failureMessage(t("admin.blog.messages.deleteFailed"), error)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(t("admin.blog.list.deleted"), { description: deleting.title });
        }}
      />
    </div>
  );
}
