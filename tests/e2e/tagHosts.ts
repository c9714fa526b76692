import type { BrowserContext } from "@playwright/test";

/** Every host the demo shop's tags (shops/demo.json) load from or send to, and their vendors' other hosts. */
export const TAG_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|googleadservices\.com|doubleclick\.net|google\.com|googlesyndication\.com|facebook\.net|facebook\.com|tiktok\.com|line-scdn\.net|line\.me|baan-chaa\.example)$/;

/**
 * What the vendors' scripts leave behind, played by the stand-in: gtag.js writes _ga when Consent Mode's latest
 * word grants analytics_storage, Meta's script writes _fbp, TikTok's _ttp. A script loaded before its consent would
 * leave its cookie, which the tests look for.
 */
const VENDOR_COOKIES: [RegExp, string][] = [
  [
    /^https:\/\/www\.googletagmanager\.com\/gtag\/js/,
    'var c=(window.dataLayer||[]).filter(function(e){return e[0]==="consent"}).pop();' +
      'if(c&&c[2]&&c[2].analytics_storage==="granted")document.cookie="_ga=GA1.1.stand-in;path=/";',
  ],
  [/^https:\/\/connect\.facebook\.net\//, 'document.cookie="_fbp=fb.1.stand-in;path=/";'],
  [/^https:\/\/analytics\.tiktok\.com\//, 'document.cookie="_ttp=stand-in;path=/";'],
];

/**
 * Answers every tag host with `script`, or by default with a stand-in of the vendor's script that writes its
 * cookie (VENDOR_COOKIES), and returns the list of what was asked, in order. A test that grants consent on the demo
 * shop needs it: offline the tags fail to load, and a failed script load is a console error (fixtures.ts fails the
 * test on those).
 */
export async function answerTagHosts(context: BrowserContext, script?: string): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => TAG_HOST.test(url.hostname),
    (route) => {
      const url = route.request().url();
      requests.push(url);
      const body = script ?? VENDOR_COOKIES.find(([pattern]) => pattern.test(url))?.[1] ?? "";
      return route.fulfill({ status: 200, contentType: "text/javascript", body });
    },
  );
  return requests;
}
