import * as Dialog from "@radix-ui/react-dialog";
import { useIntl } from "react-intl";

interface KindPickerProps {
  /** The kinds allowed at the insertion point (allowedKinds); the dialog is closed while null. */
  kinds: readonly string[] | null;
  kindLabel(kind: string): string;
  onPick(kind: string): void;
  onClose(): void;
}

/** The dialog that asks which kind of node to add, offering only the kinds allowed where it goes. */
export function KindPicker({ kinds, kindLabel, onPick, onClose }: KindPickerProps) {
  const intl = useIntl();
  const choices = (kinds ?? [])
    .map((kind) => ({ kind, label: kindLabel(kind) }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  return (
    <Dialog.Root open={kinds !== null} onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="outline-picker-overlay" />
        <Dialog.Content className="outline-picker" aria-describedby={undefined}>
          <Dialog.Title>{intl.formatMessage({ id: "outline.picker.title" })}</Dialog.Title>
          {choices.length === 0 ? (
            <p>{intl.formatMessage({ id: "outline.picker.none" })}</p>
          ) : (
            <ul className="outline-picker-kinds">
              {choices.map(({ kind, label }) => (
                <li key={kind}>
                  <button type="button" onClick={() => onPick(kind)}>
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Dialog.Close asChild>
            <button type="button">{intl.formatMessage({ id: "outline.picker.cancel" })}</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
