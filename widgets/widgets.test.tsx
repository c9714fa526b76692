// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { ServerViewportLayout } from "~/app/layouts/viewportLayout";
import { resolvedSetting } from "../stories/resolvedSetting";
import { byId, mountWidget, renderWidget, windowWidth } from "../tests/renderWidget";
import * as columnFixtures from "../stories/fixtures/column";
import * as languageSwitcherFixtures from "../stories/fixtures/language-switcher";
import * as navFixtures from "../stories/fixtures/main-navigation-list";
import * as paragraphFixtures from "../stories/fixtures/paragraph";
import * as rowFixtures from "../stories/fixtures/row";
import * as sectionFixtures from "../stories/fixtures/section";
import * as sliderFixtures from "../stories/fixtures/slider";
import Column from "./column/Column";
import LanguageSwitcher from "./language-switcher/LanguageSwitcher";
import MainNavigationList from "./main-navigation-list/MainNavigationList";
import Paragraph from "./paragraph/Paragraph";
import Row from "./row/Row";
import Section from "./section/Section";
import Slider from "./slider/Slider";

beforeAll(() => windowWidth(1280));

/** Server-renders like SSR does and parses the HTML for assertions. */
const ssr = (ui: ReactNode, url = "/") => renderWidget(ui, { url });

const hrefs = (root: HTMLElement, selector = "a") =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>(selector), (a) => a.getAttribute("href"));

describe("layout widgets", () => {
  it("section: landmark with anchor id, heading and tone", () => {
    const root = ssr(
      <Section ukey="s1" setting={resolvedSetting("section", sectionFixtures.sectionPlain)}>
        <p>child</p>
      </Section>,
    );
    const section = root.querySelector("section");
    expect(section?.id).toBe("story");
    expect(section?.className).toContain("w-section--plain");
    const heading = section?.querySelector("h2");
    expect(heading?.textContent).toBe("เรื่องราวของเรา");
    expect(section?.getAttribute("aria-labelledby")).toBe(heading?.id);
    expect(section?.querySelector(".container p")?.textContent).toBe("child");
  });

  it("section: full width without title has no heading and no container", () => {
    const root = ssr(<Section ukey="s2" setting={resolvedSetting("section", { width: "full" })} />);
    expect(root.querySelector("h2")).toBeNull();
    expect(root.querySelector(".container")).toBeNull();
    expect(root.querySelector("section")?.className).toContain("w-section--py-md");
  });

  it("section: a level-one title is the page's main heading, shown larger or only to screen readers", () => {
    const shown = ssr(<Section ukey="s3" setting={resolvedSetting("section", { title: "FAQ", headingLevel: 1 })} />);
    expect(shown.querySelector("h2")).toBeNull();
    expect(shown.querySelector("h1")?.className).toBe("w-section__title w-section__title--main");
    const hidden = ssr(
      <Section ukey="s4" setting={resolvedSetting("section", { title: "Home", headingLevel: 1, titleHidden: true })} />,
    );
    expect(hidden.querySelector("h1")?.className).toBe("visually-hidden");
    expect(hidden.querySelector("section")?.getAttribute("aria-labelledby")).toBe(hidden.querySelector("h1")?.id);
  });

  it("row and column: grid classes and spans", () => {
    const root = ssr(
      <Row ukey="r" setting={resolvedSetting("row", rowFixtures.rowCentered)}>
        <Column ukey="c" setting={resolvedSetting("column", columnFixtures.columnQuarterEnd)} />
      </Row>,
    );
    const row = root.querySelector<HTMLElement>(".w-row");
    expect(row?.className).toContain("w-row--gap-lg");
    expect(row?.className).toContain("w-row--align-center");
    const column = root.querySelector<HTMLElement>(".w-col");
    expect(column?.className).toContain("w-col--justify-end");
    expect(column?.style.getPropertyValue("--col-span")).toBe("3");
    expect(column?.style.getPropertyValue("--col-span-mobile")).toBe("6");
  });
});

describe("slider", () => {
  it("renders every slide, the first image eager with its size, the others lazy", () => {
    const setting = resolvedSetting("slider", sliderFixtures.sliderTh);
    const root = ssr(<Slider ukey="hero" setting={setting} />);
    const text = root.textContent ?? "";
    for (const slide of setting.sliders) expect(text).toContain(slide.title);
    const images = root.querySelectorAll("img");
    expect(images).toHaveLength(3);
    expect(images[0]?.getAttribute("loading")).toBe("eager");
    expect(images[0]?.getAttribute("fetchpriority")).toBe("high");
    expect(images[0]?.getAttribute("width")).toBe("1600");
    expect(images[0]?.getAttribute("height")).toBe("600");
    expect(images[1]?.getAttribute("loading")).toBe("lazy");
    expect(images[2]?.getAttribute("loading")).toBe("lazy");
    const slides = root.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides[0]?.hasAttribute("inert")).toBe(false);
    expect(slides[1]?.hasAttribute("inert")).toBe(true);
    expect(root.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(root.querySelectorAll(".w-slider__dot")).toHaveLength(3);
    expect(root.querySelector(".w-slider__dot")?.getAttribute("aria-current")).toBe("true");
  });

  it("autoplay on: a pause button; off: arrows and dots but no pause or play button", () => {
    const on = ssr(<Slider ukey="on" setting={resolvedSetting("slider", sliderFixtures.sliderEn)} />, "/en");
    expect(on.querySelector(".w-slider__play")?.getAttribute("aria-label")).toBe("Pause automatic slides");
    const off = ssr(
      <Slider ukey="off" setting={resolvedSetting("slider", { ...sliderFixtures.sliderEn, autoplay: false })} />,
      "/en",
    );
    expect(off.querySelector(".w-slider__play")).toBeNull();
    expect(off.querySelectorAll(".w-slider__prev, .w-slider__next, .w-slider__dot")).toHaveLength(5);
  });

  it("localizes slide links on English pages, keeping the hash", () => {
    const root = ssr(<Slider ukey="hero" setting={resolvedSetting("slider", sliderFixtures.sliderEn)} />, "/en");
    expect(hrefs(root)).toEqual([
      "/en/category/oolong-tea/12",
      "/en/help#shipping",
      "/en/product/afternoon-tea-gift-set/5b3c2a9e-8f14-4d6b-9a71-2e0c6f4d8b10",
    ]);
  });

  it("one slide: no controls; external links open safely in a new tab", () => {
    const root = ssr(<Slider ukey="one" setting={resolvedSetting("slider", sliderFixtures.sliderSingle)} />);
    expect(root.querySelector("button")).toBeNull();
    const link = root.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://maps.google.com/?q=Doi+Mae+Salong");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("paragraph", () => {
  it("renders the sanitised html and the image with its caption", () => {
    const setting = resolvedSetting("paragraph", paragraphFixtures.paragraphTh);
    const root = ssr(<Paragraph ukey="p" setting={setting} />);
    expect(root.querySelector(".rich-text h2")?.textContent).toBe("เรื่องราวของดอยลีฟ");
    expect(root.querySelector(".rich-text strong")?.textContent).toBe("ดอยแม่สลอง");
    const img = root.querySelector("figure img");
    expect(img?.getAttribute("src")).toBe("/demo/images/promo.svg");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("600");
    expect(img?.getAttribute("height")).toBe("400");
    expect(root.querySelector("figcaption")?.textContent).toContain("ชาอู่หลงก้านอ่อน");
    expect(root.querySelector("figure a")?.getAttribute("href")).toBe("/category/oolong-tea/12");
  });

  it("drops unsafe markup (sanitised by the pipeline) and localizes the image link on English pages", () => {
    const setting = resolvedSetting("paragraph", {
      blocks: [
        { type: "text", html: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
        ...paragraphFixtures.paragraphEn.blocks,
      ],
    });
    const root = ssr(<Paragraph ukey="p" setting={setting} />, "/en/about");
    expect(root.querySelector("script")).toBeNull();
    expect(root.querySelector("[onclick]")).toBeNull();
    expect(root.querySelector("figure a")?.getAttribute("href")).toBe("/en/category/oolong-tea/12");
    expect(root.querySelector(".w-paragraph")?.className).toContain("w-paragraph--align-start");
  });
});

describe("main navigation list", () => {
  const navTh = () => resolvedSetting("main-navigation-list", navFixtures.mainNavigationListTh);

  it("renders a labelled nav with a menu button, mega-menu column titles and links", () => {
    const root = ssr(<MainNavigationList ukey="nav" setting={navTh()} />);
    const nav = root.querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBeTruthy();
    const toggle = root.querySelector(".w-nav__toggle");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    expect(toggle?.getAttribute("aria-haspopup")).toBe("dialog");
    expect(root.querySelector("nav > ul.w-nav__list")).not.toBeNull();
    const titles = Array.from(root.querySelectorAll(".w-nav__mega-title"), (el) => el.textContent);
    expect(titles).toEqual(["ชาตามชนิด", "ชาตามโอกาส", "อุปกรณ์ชงชา"]);
    expect(hrefs(root)).toContain("/category/green-tea/13");
    expect(root.querySelector(".w-nav__promo img")?.getAttribute("width")).toBe("600");
    // Dropdowns are closed on the server and announced as such.
    for (const trigger of root.querySelectorAll(".w-nav__trigger")) {
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
      const dropdown = byId(root, trigger.getAttribute("aria-controls"));
      expect(dropdown?.hasAttribute("hidden")).toBe(true);
    }
    expect(root.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/");
  });

  it("localizes internal links on English pages and leaves external ones", () => {
    const setting = resolvedSetting("main-navigation-list", navFixtures.mainNavigationListEn);
    const root = ssr(<MainNavigationList ukey="nav" setting={setting} />, "/en/about");
    const links = hrefs(root);
    expect(links).toContain("/en");
    expect(links).toContain("/en/category/oolong-tea/12");
    expect(links).toContain("/en/about#team");
    expect(links).toContain("https://lin.ee/doileaf");
    expect(links.filter((href) => href?.startsWith("/") && !href.startsWith("/en"))).toEqual([]);
    const line = root.querySelector('a[href="https://lin.ee/doileaf"]');
    expect(line?.getAttribute("target")).toBe("_blank");
    expect(line?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(root.querySelector('a[aria-current="page"]')?.textContent).toBe("About us");
  });

  it("opens a dropdown by click, closes it with Escape and returns focus to its button", () => {
    mountWidget(
      <>
        <MainNavigationList ukey="nav" setting={navTh()} />
      </>,
    );
    const trigger = screen.getByRole("button", { name: "ช่วยเหลือ" });
    const dropdown = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    expect(dropdown?.hidden).toBe(true);
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(dropdown?.hidden).toBe(false);
    const firstLink = dropdown?.querySelector("a");
    act(() => firstLink?.focus());
    fireEvent.keyDown(firstLink ?? trigger, { key: "Escape" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(dropdown?.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("ArrowDown opens a dropdown and moves to its first link; a click outside closes it", () => {
    mountWidget(
      <>
        <MainNavigationList ukey="nav" setting={navTh()} />
        <p>outside</p>
      </>,
    );
    const trigger = document.querySelector<HTMLButtonElement>(".w-nav__item--mega .w-nav__trigger");
    if (!trigger) throw new Error("no mega-menu trigger");
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.getAttribute("href")).toBe("/category/oolong-tea/12");
    fireEvent.pointerDown(screen.getByText("outside"));
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("laid out for a phone by the server, it renders the menu button and no list", () => {
    const root = ssr(
      <ServerViewportLayout value="phone">
        <MainNavigationList ukey="nav" setting={navTh()} />
      </ServerViewportLayout>,
    );
    expect(root.querySelector(".w-nav__toggle")).not.toBeNull();
    expect(root.querySelector(".w-nav__list")).toBeNull();
    expect(hrefs(root)).toEqual([]);
  });

  it("on a phone the menu button opens the list in a named modal dialog; Escape closes it, focus goes back", async () => {
    windowWidth(375);
    try {
      const { container } = mountWidget(
        <>
          <MainNavigationList ukey="nav" setting={navTh()} />
        </>,
      );
      const toggle = within(container).getByRole("button", { name: "เปิดเมนู" });
      expect(container.querySelector(".w-nav__list")).toBeNull();
      act(() => toggle.focus());
      fireEvent.click(toggle);
      const dialog = await screen.findByRole("dialog", { name: "เมนูหลัก" });
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      expect(container.getAttribute("aria-hidden")).toBe("true"); // modal: the page is hidden from screen readers
      expect(dialog.querySelector('a[href="/category/green-tea/13"]')).not.toBeNull();
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      await waitFor(() => expect(document.activeElement).toBe(toggle));
    } finally {
      windowWidth(1280);
    }
  });
});

describe("language switcher", () => {
  const code = () => resolvedSetting("language-switcher", {});

  it("links the current page, query and hash in both languages; English marked current", () => {
    const root = ssr(<LanguageSwitcher ukey="lang" setting={code()} />, "/en/about?x=1#team");
    expect(hrefs(root)).toEqual(["/about?x=1#team", "/en/about?x=1#team"]);
    const current = root.querySelector('[aria-current="true"]');
    expect(current?.textContent).toBe("EN");
    expect(current?.getAttribute("hreflang")).toBe("en");
    expect(root.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("on the Thai home page: / and /en, Thai current; names when display is name", () => {
    const setting = resolvedSetting("language-switcher", languageSwitcherFixtures.languageSwitcherName);
    const root = ssr(<LanguageSwitcher ukey="lang" setting={setting} />, "/");
    expect(hrefs(root)).toEqual(["/", "/en"]);
    expect(root.querySelector('[aria-current="true"]')?.textContent).toBe("ไทย");
    expect(root.textContent).toContain("English");
  });

  it("strips /cn and maps /en home to /", () => {
    expect(hrefs(ssr(<LanguageSwitcher ukey="lang" setting={code()} />, "/cn/shop/tea?p_page=2"))).toEqual([
      "/shop/tea?p_page=2",
      "/en/shop/tea?p_page=2",
    ]);
    expect(hrefs(ssr(<LanguageSwitcher ukey="lang" setting={code()} />, "/en"))).toEqual(["/", "/en"]);
  });
});
