import type { PreviewSelection } from "./previewView";

/** The attribute the outline hangs on (preview.css): set in the preview only, so shoppers' DOM never has it. */
const SELECTED_ATTRIBUTE = "data-preview-selected";

/**
 * Shows the editor's selection: the node's element (its data-ukey) outlined and scrolled into view, widgets told
 * (sliders pause, and show the slide of the selected field); null clears it. False when the node has no element on
 * the page (e.g. hidden by its layout).
 */
export async function showSelection(
  selection: PreviewSelection | null,
  onSelect: (selection: PreviewSelection | null) => void,
): Promise<boolean> {
  for (const element of document.querySelectorAll(`[${SELECTED_ATTRIBUTE}]`))
    element.removeAttribute(SELECTED_ATTRIBUTE);
  onSelect(selection);
  if (selection === null) return true;
  const element = document.querySelector(`[data-ukey="${CSS.escape(selection.ukey)}"]`);
  if (!element) return false;
  element.setAttribute(SELECTED_ATTRIBUTE, "");
  element.scrollIntoView({ block: "center", behavior: "instant" });
  return true;
}
