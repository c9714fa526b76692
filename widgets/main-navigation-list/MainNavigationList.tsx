import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import type { MainNavigationListSetting, MenuItem } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";
import type { WidgetProps } from "../../registry/types";
import { SmartLink } from "../shared/SmartLink";
import { MegaMenuPanel, NavLinkList } from "./MegaMenuPanel";

/** Matches the CSS breakpoint where the menu button gives way to the inline menu (§9 tablet). */
const DESKTOP = "(min-width: 768px)";
/** Grace period for the pointer to cross the gap between a menu item and its dropdown. */
const HOVER_CLOSE_MS = 150;

/** The open dropdown: `pinned` when opened by click or keyboard (stays open when the pointer leaves). */
interface OpenItem {
  index: number;
  pinned: boolean;
  /** location.key when it opened: any navigation closes it. */
  at: string;
}

function hasDropdown(item: MenuItem): boolean {
  if (item.dropdownType === "list") return (item.children?.length ?? 0) > 0;
  if (item.dropdownType === "megaMenu") return item.dropdownContent !== undefined;
  return false;
}

const isMouseOnDesktop = (event: PointerEvent) => event.pointerType === "mouse" && window.matchMedia(DESKTOP).matches;

function Chevron() {
  return (
    <svg className="w-nav__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The shop's main menu. Dropdowns follow the disclosure pattern: they open on hover (mouse, from 768px) and on
 * click / Enter / Space of their button (ArrowDown opens and moves to the first link), close on Escape (focus goes
 * back to the button), when focus or a click leaves them, and on navigation. Under 768px a menu button shows the
 * list as a drawer in which dropdowns are accordions.
 */
export default function MainNavigationList({ ukey, setting }: WidgetProps<MainNavigationListSetting>) {
  const { menuItems } = setting;
  const intl = useIntl();
  const location = useLocation();
  const lang = useLang();
  const baseId = useId();
  const [open, setOpen] = useState<OpenItem | null>(null);
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstLink = useRef(false);

  const openIndex = open && open.at === location.key ? open.index : -1;
  const drawerOpen = drawerAt === location.key;
  const listId = `${baseId}-list`;
  const dropdownId = (index: number) => `${baseId}-d${index}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A click outside the open dropdown closes it; a click outside the menu closes the drawer too.
  useEffect(() => {
    if (openIndex < 0 && !drawerOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const inMenu =
        target !== null && Boolean(listRef.current?.contains(target) || toggleRef.current?.contains(target));
      if (!inMenu) setDrawerAt(null);
      if (target?.closest("[data-nav-index]")?.getAttribute("data-nav-index") !== String(openIndex)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openIndex, drawerOpen]);

  // ArrowDown on a dropdown button: once the dropdown is shown, move focus to its first link.
  useEffect(() => {
    if (openIndex < 0 || !focusFirstLink.current) return;
    focusFirstLink.current = false;
    document.getElementById(`${baseId}-d${openIndex}`)?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [openIndex, baseId]);

  const show = (index: number, pinned: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen({ index, pinned, at: location.key });
  };

  const onTriggerClick = (index: number) => {
    clearTimeout(closeTimer.current);
    if (openIndex === index && open?.pinned) setOpen(null);
    else show(index, true);
  };

  const onTriggerKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    show(index, true);
    if (openIndex === index) {
      document.getElementById(dropdownId(index))?.querySelector<HTMLElement>("a[href]")?.focus();
    } else {
      focusFirstLink.current = true;
    }
  };

  const onItemPointerEnter = (index: number, event: PointerEvent<HTMLLIElement>) => {
    if (!isMouseOnDesktop(event)) return;
    clearTimeout(closeTimer.current);
    if (openIndex !== index) show(index, false);
  };

  const onItemPointerLeave = (index: number, event: PointerEvent<HTMLLIElement>) => {
    if (!isMouseOnDesktop(event)) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      setOpen((current) => (current && current.index === index && !current.pinned ? null : current));
    }, HOVER_CLOSE_MS);
  };

  const onItemBlur = (index: number, event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) {
      setOpen((current) => (current && current.index === index ? null : current));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    if (openIndex >= 0) {
      event.stopPropagation();
      triggerRefs.current[openIndex]?.focus();
      setOpen(null);
    } else if (drawerOpen) {
      event.stopPropagation();
      toggleRef.current?.focus();
      setDrawerAt(null);
    }
  };

  const isCurrent = (url: string) =>
    url.startsWith("/") && localizeHref(url, lang) === location.pathname ? "page" : undefined;

  return (
    <nav
      className={drawerOpen ? "w-nav is-open" : "w-nav"}
      aria-label={intl.formatMessage({ id: "nav.label" })}
      data-ukey={ukey}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className="w-nav__toggle"
        aria-expanded={drawerOpen}
        aria-controls={listId}
        aria-label={intl.formatMessage({ id: drawerOpen ? "nav.closeMenu" : "nav.openMenu" })}
        onClick={() => setDrawerAt(drawerOpen ? null : location.key)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          {drawerOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <ul ref={listRef} id={listId} className="w-nav__list">
        {menuItems.map((item, index) => {
          const dropdown = hasDropdown(item);
          const isOpen = dropdown && openIndex === index;
          const mega = item.dropdownType === "megaMenu";
          const linkId = `${baseId}-l${index}`;
          const className = `w-nav__item${dropdown ? (mega ? " w-nav__item--mega" : " w-nav__item--list") : ""}${
            isOpen ? " is-open" : ""
          }`;
          return (
            <li
              // menu items have no id and their order is fixed by the setting
              key={index}
              className={className}
              data-nav-index={index}
              onPointerEnter={dropdown ? (event) => onItemPointerEnter(index, event) : undefined}
              onPointerLeave={dropdown ? (event) => onItemPointerLeave(index, event) : undefined}
              onBlur={dropdown ? (event) => onItemBlur(index, event) : undefined}
            >
              <div className="w-nav__head">
                {item.link ? (
                  <SmartLink
                    link={item.link}
                    id={linkId}
                    className="w-nav__link"
                    aria-current={isCurrent(item.link.url)}
                  >
                    {item.label}
                  </SmartLink>
                ) : null}
                {dropdown ? (
                  <button
                    ref={(element) => {
                      triggerRefs.current[index] = element;
                    }}
                    type="button"
                    className={item.link ? "w-nav__trigger w-nav__trigger--icon" : "w-nav__trigger w-nav__link"}
                    aria-expanded={isOpen}
                    aria-controls={dropdownId(index)}
                    aria-labelledby={item.link ? linkId : undefined}
                    onClick={() => onTriggerClick(index)}
                    onKeyDown={(event) => onTriggerKeyDown(index, event)}
                  >
                    {item.link ? null : item.label}
                    <Chevron />
                  </button>
                ) : null}
                {!item.link && !dropdown ? <span className="w-nav__link">{item.label}</span> : null}
              </div>
              {dropdown ? (
                <div
                  id={dropdownId(index)}
                  className={mega ? "w-nav__dropdown w-nav__mega" : "w-nav__dropdown"}
                  hidden={!isOpen}
                >
                  {mega && item.dropdownContent ? (
                    <MegaMenuPanel content={item.dropdownContent} idPrefix={dropdownId(index)} />
                  ) : (
                    <NavLinkList links={item.children ?? []} />
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
