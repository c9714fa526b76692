import type { Breadcrumb } from "~/generated/schemas";
import { blogPath } from "~/lib/catalogPaths";
import { findBlogDetail } from "../blogs/repo";
import { type CataloguePageContext, GENERATED_PAGE_SETTING, type GeneratedPage } from "./context";
import { labelsOf } from "./labels";
import { blogPostingLd } from "./ldJson";
import { blogPageTree } from "./templates";

/** The page of a blog post (§2), its content sanitised. Undefined (404) for a post the shop does not have. */
export async function blogPage(context: CataloguePageContext, id: number): Promise<GeneratedPage | undefined> {
  const { db, shopId, lang, urls } = context;
  const blog = await findBlogDetail(db, shopId, lang, id);
  if (!blog) return undefined;
  const breadcrumbs: Breadcrumb[] = [
    { label: labelsOf(lang).home, url: "/" },
    { label: blog.title, url: blogPath(blog.blog_id) },
  ];
  return {
    pageSetting: GENERATED_PAGE_SETTING,
    pageHead: {
      title: blog.title,
      ...(blog.excerpt ? { description: blog.excerpt } : {}),
      og: {
        title: blog.title,
        ...(blog.excerpt ? { description: blog.excerpt } : {}),
        ...(blog.image ? { image: urls.asset(blog.image.src) } : {}),
        type: "article",
      },
      ld_json: blogPostingLd(blog, blogPath(blog.blog_id), urls),
    },
    pageComponent: { children: blogPageTree() },
    otherData: { blogDetail: blog, breadcrumbs },
  };
}
