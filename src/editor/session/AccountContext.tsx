import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { callOwnerApi } from "../api/ownerClient";
import type { Account } from "../api/ownerTypes";

interface AccountState {
  /** undefined while asking the server, null when signed out. */
  account: Account | null | undefined;
  signedIn(account: Account): void;
  signOut(): Promise<void>;
}

const AccountContext = createContext<AccountState | null>(null);

export function useAccount(): AccountState {
  const state = useContext(AccountContext);
  if (!state) throw new Error("useAccount outside AccountProvider");
  return state;
}

/** The signed-in owner account (GET /api/owner/session), asked once when the editor opens. */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  useEffect(() => {
    void callOwnerApi<{ signedIn: false } | ({ signedIn: true } & Account)>("/session").then(({ data }) =>
      setAccount(data.signedIn ? { email: data.email, shops: data.shops } : null),
    );
  }, []);
  const signOut = useCallback(async () => {
    await callOwnerApi("/session/sign-out", { method: "POST" });
    setAccount(null);
  }, []);
  return (
    <AccountContext.Provider value={{ account, signedIn: setAccount, signOut }}>{children}</AccountContext.Provider>
  );
}
