import type { BaseData, PageHead as PageHeadData } from "~/generated/schemas";
import { serializeJsonForScript } from "~/lib/serializeJsonForScript";
import type { ShareMetaTag } from "~/lib/shareMeta";

interface PageHeadProps {
  head: PageHeadData;
  siteName?: string;
  /** The shop's webHead: its title and description stand in for the page's when those are empty. */
  shopHead?: BaseData["webHead"];
  canonical: string;
  alternates: { th: string; en: string };
  /** The share card's meta tags, worked out by the page loader (shareCard.server.ts). */
  share: readonly ShareMetaTag[];
  /** The icons' and the web app manifest's links (src/lib/webManifest.ts installLinksOf), from the page loader. */
  links: readonly { rel: string; href: string; sizes?: string }[];
}

/**
 * pageHead → the document head (React hoists title, meta and link into <head>), JSON-LD escaped; the shop's webHead
 * gives the title and description a page lacks (its themeColor is in root.tsx); twitter:* tags are names, Open
 * Graph's properties.
 */
export function PageHead({ head: pageHead, siteName, shopHead, canonical, alternates, share, links }: PageHeadProps) {
  const head = {
    ...pageHead,
    title: pageHead.title.trim() || shopHead?.title || "",
    description: pageHead.description?.trim() || shopHead?.description,
  };
  const title = siteName && !head.title.includes(siteName) ? `${head.title} | ${siteName}` : head.title;
  const ldJson = head.ld_json ? (Array.isArray(head.ld_json) ? head.ld_json : [head.ld_json]) : [];
  return (
    <>
      <title>{title}</title>
      {head.description && <meta name="description" content={head.description} />}
      {head.keywords && <meta name="keywords" content={head.keywords} />}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="th" href={alternates.th} />
      <link rel="alternate" hrefLang="en" href={alternates.en} />
      <link rel="alternate" hrefLang="x-default" href={alternates.th} />
      {links.map((link) => (
        <link key={link.rel} {...link} />
      ))}
      {share.map(([key, content]) => (
        <meta key={key} {...{ [key.startsWith("twitter:") ? "name" : "property"]: key }} content={content} />
      ))}
      {head.meta_manual?.map((meta) => (
        <meta key={meta.name} name={meta.name} content={meta.content} />
      ))}
      {ldJson.map((item, index) => (
        <script
          // the list is static for a page
          key={index}
          type="application/ld+json"
          // escaped by serializeJsonForScript
          dangerouslySetInnerHTML={{ __html: serializeJsonForScript(item) }}
        />
      ))}
    </>
  );
}
