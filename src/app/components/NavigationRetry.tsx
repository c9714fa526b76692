import { useEffect } from "react";
import { useIntl } from "~/i18n/useIntl";
import { useStores } from "~/stores/StoreProvider";
import { setRetryPrompt } from "../navigationRetry";

/**
 * Asks the shopper to retry a client navigation whose data could not be fetched (src/app/navigationRetry.ts): an
 * error toast, kept until answered, with a "Try again" button; the page shown stays, the loading bar stops meanwhile.
 * A new navigation closes it.
 */
export function NavigationRetry() {
  const intl = useIntl();
  const { toast, ui } = useStores();

  useEffect(
    () =>
      setRetryPrompt(
        (signal) =>
          new Promise<void>((resolve, reject) => {
            const settle = () => {
              ui.setNavigationWaitsForRetry(false);
              signal.removeEventListener("abort", onAbort);
            };
            const onAbort = () => {
              settle();
              toast.close(id);
              reject(signal.reason);
            };
            ui.setNavigationWaitsForRetry(true);
            const id = toast.show({
              type: "error",
              title: intl.formatMessage({ id: "common.somethingWrong" }),
              description: intl.formatMessage({ id: "navigation.failed" }),
              isPersistent: true,
              action: {
                label: intl.formatMessage({ id: "common.retry" }),
                run: () => {
                  settle();
                  resolve();
                },
              },
            });
            signal.addEventListener("abort", onAbort, { once: true });
          }),
      ),
    [intl, toast, ui],
  );

  return null;
}
