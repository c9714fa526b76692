import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { type SyntheticEvent, useState } from "react";
import { useIntl } from "react-intl";

export type NodeAction = "addChild" | "addAfter" | "duplicate" | "remove" | "moveUp" | "moveDown";

interface NodeMenuProps {
  /** The row's label, naming the menu's button. */
  label: string;
  /** The actions offered; those not listed are absent, not disabled. */
  actions: readonly NodeAction[];
  /** Reached by Tab from the focused row only (the tree's roving tabindex). */
  tabbable: boolean;
  onAction(action: NodeAction): void;
}

/**
 * The menu's events stay in it: React bubbles them from the portal to the row, which would select it (click),
 * move the tree's focus (keys) or start a drag (pointer).
 */
const keptInMenu = {
  onClick: (event: SyntheticEvent) => event.stopPropagation(),
  onKeyDown: (event: SyntheticEvent) => event.stopPropagation(),
  onPointerDown: (event: SyntheticEvent) => event.stopPropagation(),
};

/** The keys that open a menu from its button, as Radix's own trigger does. */
const OPENING_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * A row's actions in a menu (Radix: arrow keys, Enter, Escape). Each Radix menu listens to every key pressed in the
 * document, so only the focused row's menu (the one Tab reaches) and menus once opened are Radix menus; the other
 * rows show a plain button that opens theirs. With a menu on each of 1,000 rows, a keystroke cost 17 ms more.
 */
export function NodeMenu({ label, actions, tabbable, onAction }: NodeMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const name = intl.formatMessage({ id: "outline.actions" }, { label });
  if (!tabbable && !used) {
    const openMenu = (event: SyntheticEvent) => {
      event.stopPropagation();
      setUsed(true);
      setOpen(true);
    };
    return (
      <button
        type="button"
        className="outline-menu-button"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={false}
        tabIndex={-1}
        {...keptInMenu}
        onClick={openMenu}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (OPENING_KEYS.includes(event.key)) {
            event.preventDefault();
            openMenu(event);
          }
        }}
      >
        ⋯
      </button>
    );
  }
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        className="outline-menu-button"
        aria-label={name}
        tabIndex={tabbable ? 0 : -1}
        {...keptInMenu}
      >
        ⋯
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="outline-menu" align="end" {...keptInMenu}>
          {actions.map((action) => (
            <DropdownMenu.Item key={action} className="outline-menu-item" onSelect={() => onAction(action)}>
              {intl.formatMessage({ id: `outline.${action}` })}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
