import { createContext, useContext } from "react";

/** The storefront's stylesheet (src/styles/storefront.css) while the server renders; "" in the browser. */
export const InlineStyles = createContext("");

/** In the browser, the stylesheet the server wrote (read once, before React renders); "" on the server. */
const SERVER_CSS = typeof document === "undefined" ? "" : (document.getElementById("sf-styles")?.textContent ?? "");

/**
 * The storefront's stylesheet, inline in the head: a first visit paints as soon as the document arrives instead of
 * after a stylesheet request (one round trip: over half a second on a slow phone network), which also no longer
 * competes with the scripts for bandwidth. The browser keeps the server's text (React leaves an element's
 * dangerouslySetInnerHTML as hydrated while the prop does not change), and client navigations keep the document.
 * The CSP allows this one <style> by its hash (server/http/contentSecurityPolicy.ts). Leaving the error page by a
 * client navigation remounts the document's head: the new <style> gets the server's text again (SERVER_CSS), else
 * it would be empty, refused by the CSP, and the page unstyled.
 */
export function StorefrontStyles() {
  const css = useContext(InlineStyles) || SERVER_CSS;
  return <style id="sf-styles" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
