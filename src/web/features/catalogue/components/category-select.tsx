import { useNavigate } from "react-router";
import type { Category } from "@/shared/schemas/catalogue";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";

const ALL = "all";

/** "All Categories" plus "Musicians (6)"…; choosing one moves between /categories and /categories/{id}. */
export function CategorySelect({ categories, value }: { categories: Category[] | undefined; value?: string }) {
  const navigate = useNavigate();
  const known = value && categories?.some((category) => category.id === value);
  return (
    <Select
      value={known ? value : ALL}
      disabled={!categories}
      onValueChange={(next) => navigate(next === ALL ? "/categories" : `/categories/${next}`)}
    >
      <SelectTrigger aria-label="Category" className="h-11 w-full rounded-full bg-white shadow-sm sm:w-64">
        <SelectValue placeholder="All Categories" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All Categories</SelectItem>
        {categories?.map((category) => (
          <SelectItem key={category.id} value={category.id}>
            {category.name} ({category.celebrityCount})
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
