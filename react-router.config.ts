import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // Every v8 flag decided, so `npm run dev` warns of none. Those set false keep v7's behaviour (the default), each a
  // change of its own to test before React Router 8: route modules split into chunks (scripts' sizes move), loaders
  // given the request as sent (with .data in its URL), and data request URLs that keep a trailing slash.
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
