import { useNavigate } from "react-router";
import type { Category } from "@/shared/schemas/catalogue";
import { Select } from "@/web/components/ui/select";
import { useT } from "@/web/lib/i18n";

const ALL = "all";

/** "All Categories" plus "Musicians (6)"…; choosing one moves between /categories and /categories/{id}. */
export function CategorySelect({ categories, value }: { categories: Category[] | undefined; value?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const known = value && categories?.some((category) => category.id === value);
  return (
    <Select
      aria-label={t("catalogue.categorySelect.label")}
      className="h-11 w-full rounded-full shadow-sm sm:w-64"
      value={known ? value : ALL}
      disabled={!categories}
      onChange={(event) => navigate(event.target.value === ALL ? "/categories" : `/categories/${event.target.value}`)}
    >
      <option value={ALL}>{t("catalogue.categorySelect.all")}</option>
      {categories?.map((category) => (
        <option key={category.id} value={category.id}>
          {t("catalogue.categorySelect.option", { name: category.name, count: category.celebrityCount })}
        </option>
      ))}
    </Select>
  );
}
