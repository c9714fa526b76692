import { useEffect } from "react";
import { useStores } from "~/stores/StoreProvider";

/**
 * Checks the session once per tab in the browser (§4): pages are shared and cached, so who the shopper is is only
 * known here. Bots browse as guests without asking.
 */
export function AuthRuntime({ isBot }: { isBot: boolean }) {
  const { auth } = useStores();
  useEffect(() => {
    if (!isBot) void auth.check();
  }, [auth, isBot]);
  return null;
}
