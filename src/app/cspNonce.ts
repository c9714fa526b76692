import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce of one render, set by the server for entry.server alone: no loader reads it,
 * so it never travels in loader or hydration data.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The nonce for the document's own inline scripts while the server renders; undefined in the browser. */
export const CspNonce = createReactContext<string | undefined>(undefined);

/**
 * What a shop's own configuration adds to its pages' Content-Security-Policy: the origins of its tags, its
 * stylesheet, its map. Every entry is an origin ("https://host"), checked where the shop's data is read.
 */
export interface ShopSources {
  script: readonly string[];
  connect: readonly string[];
  style: readonly string[];
  frame: readonly string[];
}

export const NO_SHOP_SOURCES: ShopSources = { script: [], connect: [], style: [], frame: [] };
