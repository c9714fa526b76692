import type { Page } from "@playwright/test";

/**
 * Navigates with the app's own router, as a link or app code calling navigate() would (HydratedRouter exposes it on
 * window): for the navigations no link on the demo pages makes (history state, a form's GET, a query).
 */
export async function routerNavigate(page: Page, to: string, options: Record<string, unknown> = {}): Promise<void> {
  await page.evaluate(
    ([target, opts]) => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string, o: object): unknown } })
        .__reactRouterDataRouter;
      void router.navigate(target as string, opts as object);
    },
    [to, options] as const,
  );
}
