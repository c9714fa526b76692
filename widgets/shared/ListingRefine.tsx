import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { ListingRefine as Refine } from "~/generated/schemas";
import { filterCount } from "~/lib/listingQuery";
import { RefineChips } from "./RefineChips";
import { RefineForm, type RefineFormProps } from "./RefineForm";

/** Opens the sheet where the browser has no invoker commands (command/commandfor): with the page's JavaScript only. */
function showSheetWithoutInvokers(sheetId: string): void {
  if ("commandForElement" in HTMLButtonElement.prototype) return; // the browser opens it itself
  const sheet = document.getElementById(sheetId);
  if (sheet instanceof HTMLDialogElement) sheet.showModal();
}

/**
 * Sort and filter of a product list (category and search pages), all server-rendered HTML: from the tablet
 * breakpoint up, the form (RefineForm) above the list; on phones, a button that opens the same form in a sheet, a
 * modal <dialog> as the cart drawer's (the browser traps focus in it, makes the page inert, closes it on Escape and
 * on a tap outside it, closedby="any", and gives focus back). The button opens it by the browser's invoker commands,
 * without the page's JavaScript; where the browser has none, its click does. The chosen filters show as chips.
 */
export function ListingRefine({ refine, keep, relevance }: Omit<RefineFormProps, "refine"> & { refine: Refine }) {
  const intl = useIntl();
  const sheetId = useId();
  const titleId = useId();
  const chosen = filterCount(refine.choice);
  const open = { commandfor: sheetId, command: "show-modal" };
  const close = { commandfor: sheetId, command: "close" };
  return (
    <div className="refine">
      <button
        type="button"
        className="button button--ghost refine__open"
        aria-haspopup="dialog"
        {...open}
        onClick={() => showSheetWithoutInvokers(sheetId)}
      >
        {intl.formatMessage({ id: "refine.title" })}
        {chosen > 0 ? ` (${intl.formatNumber(chosen)})` : null}
      </button>
      <div className="refine__inline">
        <RefineForm refine={refine} keep={keep} relevance={relevance} />
      </div>
      <dialog id={sheetId} className="refine__sheet" aria-labelledby={titleId} {...{ closedby: "any" }}>
        <div className="refine__sheet-head">
          <h2 id={titleId} className="refine__sheet-title">
            {intl.formatMessage({ id: "refine.title" })}
          </h2>
          <button
            type="button"
            className="close-button"
            aria-label={intl.formatMessage({ id: "refine.close" })}
            {...close}
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <RefineForm refine={refine} keep={keep} relevance={relevance} />
      </dialog>
      <RefineChips refine={refine} />
    </div>
  );
}
