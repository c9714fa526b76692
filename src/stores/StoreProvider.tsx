import { enableStaticRendering } from "mobx-react-lite";
import { createContext, type ReactNode, useContext, useState } from "react";
import { createRootStore, type RootStore, type RootStoreContext } from "./RootStore";

enableStaticRendering(typeof window === "undefined");

const StoreContext = createContext<RootStore | null>(null);

/** Creates the root store once per mount: per request on the server, once per tab in the browser. */
export function StoreProvider({ context, children }: { context: RootStoreContext; children: ReactNode }) {
  const [store] = useState(() => createRootStore(context));
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useStores must be used inside <StoreProvider>");
  return store;
}
