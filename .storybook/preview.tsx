import type { Decorator, Preview } from "@storybook/react-vite";
import { createIntl } from "@formatjs/intl";
import { MemoryRouter } from "react-router";
import { loadedMessages, loadMessages } from "~/i18n/compiledMessages";
import { IntlContext } from "~/i18n/useIntl";
import { type ContentLang, localeTagOf } from "~/lib/localePath";
import "../src/styles/base.css";
import "../src/generated/widgets.css";

/**
 * Every story runs inside a router (widgets use Link, useLocation and the URL's language) and formatjs with the
 * shop's messages. The toolbar's language switches to an /en URL, as on the live site. A story may set
 * `parameters.route` (a Thai path, default "/") to render as if on that page.
 */
const withShopContext: Decorator = (Story, context) => {
  const lang: ContentLang = context.globals.lang === "en" ? "en" : "th";
  const route = typeof context.parameters.route === "string" ? context.parameters.route : "/";
  const url = lang === "en" ? (route === "/" ? "/en" : `/en${route}`) : route;
  return (
    <IntlContext.Provider
      value={createIntl({
        locale: localeTagOf(lang),
        defaultLocale: "th-TH",
        messages: loadedMessages(lang),
        onError: (error) => {
          // Messages the lead has not added to locales/ yet show their id; anything else is a real problem.
          if (error.code !== "MISSING_TRANSLATION") console.error(error);
        },
      })}
    >
      <MemoryRouter key={url} initialEntries={[url]}>
        <Story />
      </MemoryRouter>
    </IntlContext.Provider>
  );
};

const preview: Preview = {
  decorators: [withShopContext],
  loaders: [() => Promise.all([loadMessages("th"), loadMessages("en")])],
  globalTypes: {
    lang: {
      description: "Page language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "th", title: "ไทย" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "th" },
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
  },
};

export default preview;
