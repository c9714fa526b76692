import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Category, CategoryListSettingResolved } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { categoryPath } from "~/lib/catalogPaths";
import { childrenOf } from "~/lib/categoryTree";
import { localizeHref } from "~/lib/localizeHref";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { CategoryLinks } from "../shared/CategoryLinks";
import { SizedImage } from "../shared/SizedImage";

/** Category card images are requested at this square bucket (§9). */
const CARD_IMAGE_SIZE = 300;

function CategoryCard({ category }: { category: Category }) {
  const lang = useLang();
  const image = category.image;
  return (
    <article className="card w-category-list__card">
      <div className="card__media w-category-list__media">
        {image ? <SizedImage className="card__img" image={image} size={{ width: CARD_IMAGE_SIZE }} /> : null}
      </div>
      <div className="w-category-list__body">
        <h3 className="w-category-list__name">
          <Link className="card__link w-category-list__link" to={localizeHref(categoryPath(category), lang)}>
            {category.name}
          </Link>
        </h3>
        {category.description ? <p className="w-category-list__description">{category.description}</p> : null}
      </div>
    </article>
  );
}

/**
 * The children of one category (0: the top level), sorted by rank (§3), as cards with image and description or as
 * a row of links. The page brings every category; renders nothing when there are none to show.
 */
export default function CategoryList({ ukey, setting }: WidgetProps<CategoryListSettingResolved>) {
  const { title, parentId, display } = setting;
  const intl = useIntl();
  const titleId = useId();
  const { catalogue } = usePageData();
  const categories = childrenOf(catalogue.categories ?? [], parentId);
  if (categories.length === 0) return null;
  // Named by the title, else by a generic label: a page may have several lists of links.
  const labelling = title
    ? { "aria-labelledby": titleId }
    : { "aria-label": intl.formatMessage({ id: "category.listLabel" }) };
  const heading = title ? (
    <h2 className="w-category-list__title" id={titleId}>
      {title}
    </h2>
  ) : null;

  if (display === "links") {
    return (
      <nav className="w-category-list w-category-list--links" data-ukey={ukey} {...labelling}>
        {heading}
        <CategoryLinks categories={categories} />
      </nav>
    );
  }
  return (
    <section className="w-category-list w-category-list--cards" data-ukey={ukey} {...labelling}>
      {heading}
      <ul className="w-category-list__grid">
        {categories.map((category) => (
          <li key={category.category_id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}
