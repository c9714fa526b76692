import { Link } from "react-router";
import type { Category } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { categoryPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";

/**
 * Categories as a row of pill links in the page's language, wrapping; with `scrollOnPhones` one row that scrolls
 * sideways below the tablet width. The caller names the list (a heading or a labelled nav).
 */
export function CategoryLinks({
  categories,
  scrollOnPhones = false,
}: {
  categories: readonly Category[];
  scrollOnPhones?: boolean;
}) {
  const lang = useLang();
  return (
    <ul className={scrollOnPhones ? "category-links category-links--scroll" : "category-links"}>
      {categories.map((category) => (
        <li key={category.category_id}>
          <Link className="category-links__link" to={localizeHref(categoryPath(category), lang)}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
