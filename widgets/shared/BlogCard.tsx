import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Blog } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { blogPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import type { HeadingLevel } from "./ProductCard";
import { SizedImage, widthKeepingRatio } from "./SizedImage";
import { SHOP_TIME_ZONE } from "~/lib/constants";

/** Blog card images are requested this wide, keeping their aspect ratio. */
const BLOG_CARD_IMAGE_WIDTH = 600;

/** The shop's dates are Thai dates: formatting in one time zone keeps server and browser output identical. */

/** A publication date as a <time>; th-TH writes the Buddhist era. */
export function PublishedDate({ value, className }: { value: string; className?: string }) {
  const intl = useIntl();
  return (
    <time className={className} dateTime={value}>
      {intl.formatDate(value, { dateStyle: "long", timeZone: SHOP_TIME_ZONE })}
    </time>
  );
}

/** A blog post in a list: image, title linking to the post (the link covers the card), date and excerpt. */
export function BlogCard({
  blog,
  headingLevel = 3,
  showImage = true,
}: {
  blog: Blog;
  headingLevel?: HeadingLevel;
  showImage?: boolean;
}) {
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const image = showImage ? blog.image : undefined;
  return (
    <article className={image ? "card blog-card" : "card blog-card blog-card--text"}>
      {image ? (
        <div className="card__media blog-card__media">
          <SizedImage
            className="card__img blog-card__img"
            image={image}
            size={widthKeepingRatio(image, BLOG_CARD_IMAGE_WIDTH)}
          />
        </div>
      ) : null}
      <div className="blog-card__body">
        <Heading className="blog-card__title">
          <Link className="card__link blog-card__link" to={localizeHref(blogPath(blog.blog_id), lang)}>
            {blog.title}
          </Link>
        </Heading>
        <PublishedDate className="blog-card__date" value={blog.published_at} />
        {blog.excerpt ? <p className="blog-card__excerpt">{blog.excerpt}</p> : null}
      </div>
    </article>
  );
}
