import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type PointerEvent,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useIntl } from "~/i18n/useIntl";
import { useLocation } from "react-router";
import { usePhoneLayout } from "~/app/layouts/viewportLayout";
import type { MainNavigationListSettingResolved, MenuItem } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";
import type { WidgetProps } from "../../registry/types";
import { SmartLink } from "../shared/SmartLink";
import { MegaMenuPanel, NavLinkList } from "./MegaMenuPanel";

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

const loadMenuDrawer = () => import("./MenuDrawer");
const MenuDrawer = lazy(loadMenuDrawer);

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
 * back to the button), when focus or a click leaves them, and on navigation. In the phone layout (under §9 tablet) a
 * menu button opens the list in a modal drawer (MenuDrawer, loaded when first opened) in which dropdowns are
 * accordions; a page the server laid out for a phone (viewport cookie) renders no inline list at all.
 */
export default function MainNavigationList({ ukey, setting }: WidgetProps<MainNavigationListSettingResolved>) {
  const { menuItems } = setting;
  const intl = useIntl();
  const location = useLocation();
  const lang = useLang();
  const baseId = useId();
  const [open, setOpen] = useState<OpenItem | null>(null);
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  /** The drawer has been opened once: its code is loaded and it stays mounted (so it can close). */
  const [drawerUsed, setDrawerUsed] = useState(false);
  const phone = usePhoneLayout();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focusFirstLink = useRef(false);

  const openIndex = open && open.at === location.key ? open.index : -1;
  const drawerOpen = drawerAt === location.key && phone;
  const returnFocus = useRef(false);
  const dropdownId = (index: number) => `${baseId}-d${index}`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // A click outside the open dropdown closes it (the drawer closes itself).
  useEffect(() => {
    if (openIndex < 0) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("[data-nav-index]")?.getAttribute("data-nav-index") !== String(openIndex)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openIndex]);

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

  const isMouseOnDesktop = (event: PointerEvent) => event.pointerType === "mouse" && !phone;

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
    if (event.key !== "Escape" || openIndex < 0) return;
    event.stopPropagation();
    triggerRefs.current[openIndex]?.focus();
    setOpen(null);
  };

  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerAt(location.key);
  };

  /** Closed by the shopper (not by a navigation, after which the page's heading gets the focus): back to the button. */
  const dismissDrawer = () => {
    returnFocus.current = true;
    setDrawerAt(null);
  };

  const isCurrent = (url: string) =>
    url.startsWith("/") && localizeHref(url, lang) === location.pathname ? "page" : undefined;

  const list = (
    <ul className="w-nav__list">
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
                <SmartLink link={item.link} id={linkId} className="w-nav__link" aria-current={isCurrent(item.link.url)}>
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
  );

  return (
    <nav className="w-nav" aria-label={intl.formatMessage({ id: "nav.label" })} data-ukey={ukey} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="w-nav__toggle"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        aria-label={intl.formatMessage({ id: "nav.openMenu" })}
        onPointerDown={() => void loadMenuDrawer()} // a head start on the drawer's code before the click
        onClick={openDrawer}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer
            open={drawerOpen}
            title={intl.formatMessage({ id: "nav.label" })}
            closeLabel={intl.formatMessage({ id: "nav.closeMenu" })}
            onDismiss={dismissDrawer}
            onClosed={() => {
              if (returnFocus.current) toggleRef.current?.focus();
              returnFocus.current = false;
            }}
          >
            {list}
          </MenuDrawer>
        </Suspense>
      ) : null}
      {phone ? null : list}
    </nav>
  );
}
