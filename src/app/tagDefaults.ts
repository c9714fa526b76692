import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * The inline script with the consent defaults of the shop's tags (src/tracking/consentDefaultsScript.ts), written by
 * the root loader for entry.server alone: like the nonce, no loader data carries it, and the browser's bundle does
 * not carry its writer.
 */
export const tagDefaultsContext = createContext<string>("");

/** That script while the server renders; "" in the browser, which never runs it again. */
export const TagDefaults = createReactContext<string>("");
