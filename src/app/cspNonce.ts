import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce of one render, set by the server for entry.server alone: no loader reads it,
 * so it never travels in loader or hydration data.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The nonce for the document's own inline scripts while the server renders; undefined in the browser. */
export const CspNonce = createReactContext<string | undefined>(undefined);
