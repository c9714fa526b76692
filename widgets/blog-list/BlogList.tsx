import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { BlogListSettingResolved } from "~/generated/schemas";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { BlogCard } from "../shared/BlogCard";
import { SmartLink } from "../shared/SmartLink";

/** The newest blog posts (the page brings them), linked to their pages; nothing when the shop has none. */
export default function BlogList({ ukey, setting }: WidgetProps<BlogListSettingResolved>) {
  const { title, limit, moreLink, moreLabel } = setting;
  const intl = useIntl();
  const titleId = useId();
  const { catalogue, otherData } = usePageData();
  // On a blog page the post itself is not "more to read".
  const current = otherData.blogDetail?.blog_id;
  const blogs = (catalogue.blogs ?? []).filter((blog) => blog.blog_id !== current).slice(0, limit);
  if (blogs.length === 0) return null;
  return (
    <section
      className="w-blog-list"
      data-ukey={ukey}
      {...(title ? { "aria-labelledby": titleId } : { "aria-label": intl.formatMessage({ id: "blog.listLabel" }) })}
    >
      {title || moreLink ? (
        <div className="list-head w-blog-list__head">
          {title ? (
            <h2 className="list-head__title w-blog-list__title" id={titleId}>
              {title}
            </h2>
          ) : null}
          {moreLink ? (
            <SmartLink link={moreLink} className="list-head__more w-blog-list__more">
              {moreLabel || intl.formatMessage({ id: "catalogue.viewAll" })}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
      <ul className="w-blog-list__grid">
        {blogs.map((blog) => (
          <li key={blog.blog_id}>
            <BlogCard blog={blog} />
          </li>
        ))}
      </ul>
    </section>
  );
}
