import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  staticDirs: ["../public"],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen" },
  // vite.config.ts brings the React Router framework plugin, which expects a React Router app: leave it out here.
  async viteFinal(viteConfig) {
    const isReactRouterPlugin = (plugin: unknown): boolean =>
      Array.isArray(plugin)
        ? plugin.some(isReactRouterPlugin)
        : typeof plugin === "object" &&
          plugin !== null &&
          "name" in plugin &&
          String(plugin.name).startsWith("react-router");
    viteConfig.plugins = (viteConfig.plugins ?? []).filter((plugin) => !isReactRouterPlugin(plugin));
    // public/ is copied once, by staticDirs: Vite copying it too, at the same time into the same folder, races
    // (EEXIST on mkdir, now and then)
    viteConfig.publicDir = false;
    return viteConfig;
  },
};

export default config;
