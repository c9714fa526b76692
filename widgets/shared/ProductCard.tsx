import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Product } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { productPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { AddToCartButton } from "./AddToCartButton";
import { Badges } from "./Badges";
import { CardPrice } from "./Price";
import { SizedImage } from "./SizedImage";
import { ThaiText } from "./ThaiText";

/** Product card images are requested at this square bucket (§9). */
export const CARD_IMAGE_SIZE = 300;

export type HeadingLevel = 2 | 3 | 4;

export interface ProductCardProps {
  product: Product;
  /** The level of the product name's heading: one below the heading of the list. */
  headingLevel?: HeadingLevel;
  /** The image loads at once and first (above the fold), not lazily: SizedImage's `priority`. */
  priorityImage?: boolean;
}

/**
 * A product in a list: image, badges, name, price per unit, pre-order and sold-out labels, and the add-to-cart button
 * (or "choose options" for a product with variants). The whole card is clickable (the name's link covers it), while
 * the link's accessible name stays the product name; the button sits above that link.
 */
export function ProductCard({ product, headingLevel = 3, priorityImage = false }: ProductCardProps) {
  const intl = useIntl();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const image = product.images[0];
  const soldOut = product.stock_remaining === 0;
  return (
    <article className={soldOut ? "card product-card product-card--sold-out" : "card product-card"}>
      <div className="card__media product-card__media">
        {image ? (
          <SizedImage
            className="card__img product-card__img"
            image={image}
            size={{ width: CARD_IMAGE_SIZE }}
            priority={priorityImage}
          />
        ) : null}
        <Badges product={product} className="product-card__badges" />
        {soldOut ? (
          <span className="product-card__sold-out">{intl.formatMessage({ id: "product.soldOut" })}</span>
        ) : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link className="card__link product-card__link" to={localizeHref(productPath(product), lang)}>
            <ThaiText text={product.name} />
          </Link>
        </Heading>
        <CardPrice product={product} />
        {product.preorder_flag ? (
          <p className="product-card__preorder">{intl.formatMessage({ id: "product.preorder" })}</p>
        ) : null}
        <AddToCartButton product={product} named className="product-card__add" testId="card-add-to-cart" />
      </div>
    </article>
  );
}

/** The place of a card whose product is still loading. */
export function ProductCardSkeleton() {
  return (
    <div className="card product-card product-card--skeleton" aria-hidden="true">
      <div className="card__media product-card__media" />
      <div className="product-card__body">
        <span className="product-card__line" />
        <span className="product-card__line product-card__line--short" />
      </div>
    </div>
  );
}
