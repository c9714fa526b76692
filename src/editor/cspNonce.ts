import { setNonce as setStyleSingletonNonce } from "get-nonce";

/**
 * The page's CSP nonce (server/editor/serveEditor.ts writes it into a meta element), for the libraries that add a
 * style element of their own: the dialogs' scroll lock here, the colour picker where it is loaded (ColourField).
 */
export const cspNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? "";

setStyleSingletonNonce(cspNonce);
