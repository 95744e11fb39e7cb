import { useParams } from "react-router";
import { BlogEditor } from "@/web/features/admin-blog/components/blog-editor";

/** /admin/blog/new and /admin/blog/edit/:id: the editor, for staff with `blog`. */
export default function AdminBlogEditorPage() {
  const { id } = useParams();
  return <BlogEditor key={id ?? "new"} id={id} />;
}
