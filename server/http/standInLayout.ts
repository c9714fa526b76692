import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { ContentLang } from "../db/schema";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The texts a stand-in's layout needs: the page's language and the other language's name ("otherLanguage"). */
export interface StandInIntl {
  lang: ContentLang;
  t(id: "otherLanguage"): string;
}

/** What a stand-in's page (hosted checkout, account service) shows around its content. */
export interface StandInFrame<Intl extends StandInIntl = StandInIntl> {
  intl: Intl;
  /** The shop's name; null on pages that must not tell which shop (or whether one) was named. */
  shopName: string | null;
  /** This page in the other language (a same-origin path), or null. */
  otherLanguageHref: string | null;
}

/** A stand-in's page: phone-first viewport, never indexed, the shop's name and the language switch on top. */
export function standInLayout(frame: StandInFrame, stylesheet: string, title: string, content: Html): Html {
  const { intl } = frame;
  const other = intl.lang === "th" ? "en" : "th";
  return html`<!doctype html>
    <html lang="${intl.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${frame.shopName ? `${title} · ${frame.shopName}` : title}</title>
        <link rel="icon" href="data:," />
        <style>
          ${raw(stylesheet)}
        </style>
      </head>
      <body>
        <header>
          ${frame.shopName ? html`<span class="shop">${frame.shopName}</span>` : html`<span></span>`}
          ${
            frame.otherLanguageHref
              ? html`<a href="${frame.otherLanguageHref}" lang="${other}" hreflang="${other}"
                  >${intl.t("otherLanguage")}</a
                >`
              : ""
          }
        </header>
        <main>${content}</main>
      </body>
    </html>`;
}
