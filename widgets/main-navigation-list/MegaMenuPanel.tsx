import type { MegaMenuContent, MenuLink } from "~/generated/schemas";
import { SizedImage } from "../shared/SizedImage";
import { SmartLink } from "../shared/SmartLink";

/** The links of a list dropdown or of a mega-menu column. */
export function NavLinkList({ links, labelledBy }: { links: readonly MenuLink[]; labelledBy?: string }) {
  return (
    <ul className="w-nav__sublist" aria-labelledby={labelledBy}>
      {links.map((item, index) => (
        // links have no id and their order is fixed by the setting
        <li key={index}>
          <SmartLink link={item.link} className="w-nav__sublink">
            {item.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** Columns of titled links, and an optional promotion card, of a mega menu. */
export function MegaMenuPanel({ content, idPrefix }: { content: MegaMenuContent; idPrefix: string }) {
  const { columns, promo } = content;
  return (
    <div className="w-nav__mega-inner">
      <div className="w-nav__mega-cols">
        {columns.map((column, index) => {
          const titleId = `${idPrefix}-c${index}`;
          return (
            // columns have no id and their order is fixed by the setting
            <div className="w-nav__mega-col" key={index}>
              <p className="w-nav__mega-title" id={titleId}>
                {column.title}
              </p>
              <NavLinkList links={column.links} labelledBy={titleId} />
            </div>
          );
        })}
      </div>
      {promo ? (
        <SmartLink link={promo.link} className="w-nav__promo">
          <SizedImage className="w-nav__promo-img" image={promo.image} />
          {promo.title ? <span className="w-nav__promo-title">{promo.title}</span> : null}
        </SmartLink>
      ) : null}
    </div>
  );
}
