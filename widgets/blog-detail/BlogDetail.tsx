import { useIntl } from "~/i18n/useIntl";
import type { BlogDetailSettingResolved } from "~/generated/schemas";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { PublishedDate } from "../shared/BlogCard";
import { RichText } from "../shared/RichText";
import { SizedImage, widthKeepingRatio } from "../shared/SizedImage";

/** The cover image is requested this wide, keeping its aspect ratio. */
const COVER_WIDTH = 1024;

/**
 * The post of a blog page (§2): title, date and author, cover image and content. Site links in the content get the
 * page language's prefix and navigate client-side. Renders nothing on other pages.
 */
export default function BlogDetail({ ukey, setting }: WidgetProps<BlogDetailSettingResolved>) {
  const { showDate } = setting;
  const intl = useIntl();
  const blog = usePageData().otherData.blogDetail;
  if (!blog) return null;
  const image = blog.image;
  const hasMeta = showDate || Boolean(blog.author);
  return (
    <article className="w-blog-detail" data-ukey={ukey}>
      <header className="w-blog-detail__head">
        <h1 className="w-blog-detail__title">{blog.title}</h1>
        {hasMeta ? (
          <p className="w-blog-detail__meta">
            {showDate ? <PublishedDate value={blog.published_at} /> : null}
            {blog.author ? (
              <span className="w-blog-detail__author">
                {intl.formatMessage({ id: "blog.byAuthor" }, { name: blog.author })}
              </span>
            ) : null}
          </p>
        ) : null}
      </header>
      {image ? (
        <SizedImage
          className="w-blog-detail__image"
          image={image}
          size={widthKeepingRatio(image, COVER_WIDTH)}
          priority
        />
      ) : null}
      {/* blog.content is sanitised rich text from the shop API (sanitised when the post is served). */}
      {blog.content ? <RichText className="w-blog-detail__content" html={blog.content} /> : null}
    </article>
  );
}
