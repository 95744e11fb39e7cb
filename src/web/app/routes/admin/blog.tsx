import { BlogAdminList } from "@/web/features/admin-blog/components/blog-admin-list";

/** /admin/blog: Blog Management, for staff with `blog` (the admin guard has checked). */
export default function AdminBlogPage() {
  return <BlogAdminList />;
}
