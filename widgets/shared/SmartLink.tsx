import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import type { Link as LinkSetting } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> {
  link: LinkSetting;
  children: ReactNode;
}

/** A site path ("/about") or in-page anchor ("#top"); "//host" is protocol-relative, so external. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith("#") || (url.startsWith("/") && !url.startsWith("//"));
}

/**
 * The one place widgets turn a schema `Link` into an anchor: site paths become language-aware router links
 * ("/about#team" → "/en/about#team" on English pages), in-page anchors stay plain, external URLs are plain anchors.
 * `newTab` opens a new tab without giving it access to this window.
 */
export function SmartLink({ link, children, ...rest }: SmartLinkProps) {
  const lang = useLang();
  const tabProps = link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (link.url.startsWith("#") || !isInternalUrl(link.url)) {
    return (
      <a href={link.url} {...tabProps} {...rest}>
        {children}
      </a>
    );
  }
  return (
    // A hash target is scrolled to smoothly by the ScrollManager (§2), not jumped to by the router.
    <Link to={localizeHref(link.url, lang)} preventScrollReset={link.url.includes("#")} {...tabProps} {...rest}>
      {children}
    </Link>
  );
}
