import { setNonce as setStyleSingletonNonce } from "get-nonce";
import { setNonce as setColourPickerNonce } from "react-colorful";

/**
 * The page's CSP nonce (server/editor/serveEditor.ts writes it into a meta element), for the libraries that add a
 * style element of their own: the dialogs' scroll lock and the colour picker.
 */
export const cspNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? "";

setStyleSingletonNonce(cspNonce);
setColourPickerNonce(cspNonce);
