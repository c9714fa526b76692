import { defineConfig } from "@playwright/test";
import base, { BUILD_FIRST, chromium } from "./playwright.config";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const API_PORT = PORT + 5;

/**
 * The shopper's flows through the API_ORIGIN proxy (`npm run test:e2e:upstream`): the storefront on E2E_PORT takes
 * its data, /api and /hosted from another instance of this server on E2E_PORT + 5.
 */
export default defineConfig({
  ...base,
  projects: [
    { name: "debian-chromium", use: chromium, testMatch: ["cart.spec.ts", "storefront.spec.ts", "catalogue.spec.ts"] },
  ],
  webServer: [
    {
      command: `${BUILD_FIRST}rm -rf data/e2e-api && NODE_ENV=production DATA_DIR=data/e2e-api PORT=${API_PORT} node server/index.js`,
      url: `http://localhost:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `NODE_ENV=production API_ORIGIN=http://127.0.0.1:${API_PORT} PORT=${PORT} node server/index.js`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
