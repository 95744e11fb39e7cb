import { useNavigate } from "react-router";
import type { Category } from "@/shared/schemas/catalogue";
import { Select } from "@/web/components/ui/select";

const ALL = "all";

/** "All Categories" plus "Musicians (6)"…; choosing one moves between /categories and /categories/{id}. */
export function CategorySelect({ categories, value }: { categories: Category[] | undefined; value?: string }) {
  const navigate = useNavigate();
  const known = value && categories?.some((category) => category.id === value);
  return (
    <Select
      aria-label="Category"
      className="h-11 w-full rounded-full shadow-sm sm:w-64"
      value={known ? value : ALL}
      disabled={!categories}
      onChange={(event) => navigate(event.target.value === ALL ? "/categories" : `/categories/${event.target.value}`)}
    >
      <option value={ALL}>All Categories</option>
      {categories?.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name} ({category.celebrityCount})
        </option>
      ))}
    </Select>
  );
}
