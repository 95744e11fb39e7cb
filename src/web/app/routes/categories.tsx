import { useParams } from "react-router";
import { CategoryBrowser } from "@/web/features/catalogue/components/category-browser";

export default function CategoriesPage() {
  const { categoryId } = useParams();
  return <CategoryBrowser categoryId={categoryId} />;
}
