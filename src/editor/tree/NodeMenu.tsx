import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { SyntheticEvent } from "react";
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

/** A row's actions in a menu (Radix: arrow keys, Enter, Escape). */
export function NodeMenu({ label, actions, tabbable, onAction }: NodeMenuProps) {
  const intl = useIntl();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="outline-menu-button"
        aria-label={intl.formatMessage({ id: "outline.actions" }, { label })}
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
