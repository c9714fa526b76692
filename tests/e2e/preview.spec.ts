import { expect, test } from "./fixtures";
import { editorMessages, nodeOf, openEditor, send } from "./previewEditor";

const text = (html: string) => ({ blocks: [{ type: "text", html }] });

test("the editor replaces the page live: changed nodes show without a reload, unchanged widgets keep their state, an invalid node is an overlay and reported", async ({
  page,
}) => {
  const { frame, pageJson } = await openEditor(page);
  await frame.evaluate(() => Object.assign(window, { previewMarker: "still here" }));
  const slider = frame.locator("[data-ukey=home-hero-slider]");
  await slider.locator(".w-slider__next").click();
  await expect(slider.locator(".w-slider__dot").nth(1)).toHaveAttribute("aria-current", "true");

  nodeOf(pageJson, "home-story-text").setting = text("<h2>Changed by the editor</h2>");
  const grid = nodeOf(pageJson, "home-featured-grid").setting as { productUuids: string[] };
  grid.productUuids = ["8e0574cd-b1f9-4e6a-8b93-e5922694076c"]; // not on the home page: fetched by the frame
  const valid = await send(page, { type: "replace-page", pageComponent: pageJson.pageComponent });
  expect(valid).toMatchObject({ type: "report", problems: [] });
  await expect(frame.getByRole("heading", { name: "Changed by the editor" })).toBeVisible();
  await expect(frame.locator("[data-ukey=home-featured-grid]")).toContainText("อู่หลงก้านอ่อน ยอดแรกฤดูใบไม้ผลิ 2569");
  expect(await frame.evaluate(() => (window as unknown as { previewMarker?: string }).previewMarker)).toBe(
    "still here",
  );
  await expect(slider.locator(".w-slider__dot").nth(1)).toHaveAttribute("aria-current", "true"); // not remounted

  nodeOf(pageJson, "home-tea-text").setting = { blocks: "not a list" };
  const invalid = await send(page, { type: "replace-page", pageComponent: pageJson.pageComponent });
  const pointer = "/pageComponent/children/6/children/0/children/1/children/0";
  expect(invalid).toMatchObject({
    type: "report",
    problems: [
      {
        tree: "page",
        pointer,
        ukey: "home-tea-text",
        kind: "paragraph",
        messages: [`${pointer}/setting/blocks ต้องเป็น array`], // the Thai page's checks speak Thai
      },
    ],
  });
  const overlay = frame.locator(".node-placeholder[data-ukey=home-tea-text]");
  await expect(overlay).toContainText(pointer);
  await expect(overlay).toContainText("ต้องเป็น array");
  await expect(frame.getByRole("heading", { name: "Changed by the editor" })).toBeVisible(); // the rest is intact
  await expect(frame.locator("[data-ukey=home-coffee-text]")).toBeVisible();
  await expect(page.locator("#report")).toContainText(pointer); // the parent shows the report
});

test("the editor selects a node: scrolled into view and outlined, a selected slider holds still; deselect clears", async ({
  page,
}) => {
  const { frame } = await openEditor(page);
  const gifts = frame.locator("[data-ukey=home-gifts-text]");
  await expect(gifts).not.toBeInViewport();
  const selected = await send(page, { type: "select", ukey: "home-gifts-text" });
  expect(selected).toMatchObject({
    type: "selected",
    ukey: "home-gifts-text",
    pointer: "/pageComponent/children/9/children/0/children/0/children/0",
  });
  await expect(gifts).toBeInViewport();
  await expect(gifts).toHaveAttribute("data-preview-selected", "");
  expect(await gifts.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");

  const track = frame.locator("[data-ukey=home-hero-slider] .w-slider__track");
  await expect(track).toHaveAttribute("aria-live", "off"); // rotating
  expect(
    await send(page, { type: "select", pointer: "/pageComponent/children/0/children/0/children/0/children/0" }),
  ).toMatchObject({ type: "selected", ukey: "home-hero-slider" });
  await expect(track).toHaveAttribute("aria-live", "polite"); // paused while selected

  expect(await send(page, { type: "deselect" })).toMatchObject({ type: "selected", ukey: null, pointer: null });
  await expect(frame.locator("[data-preview-selected]")).toHaveCount(0);
  await expect(track).toHaveAttribute("aria-live", "off");
  expect(await send(page, { type: "select", ukey: "no-such-node" })).toMatchObject({
    type: "error",
    code: "not-found",
  });
});

test("messages from a third origin, from a frame that is not the parent, and malformed ones change nothing", async ({
  page,
}) => {
  const { frame, pageJson } = await openEditor(page);
  nodeOf(pageJson, "home-story-text").setting = text("<h2>Forged</h2>");
  const forged = {
    source: "storefront-preview",
    version: 1,
    type: "replace-page",
    pageComponent: pageJson.pageComponent,
  };
  // siblings of the preview frame in the editor page: one of the editor's own origin (not the parent), one sandboxed
  // (an opaque origin: a third origin)
  await page.evaluate(() => {
    for (const sandbox of [null, "allow-scripts"]) {
      const sibling = document.createElement("iframe");
      if (sandbox) sibling.setAttribute("sandbox", sandbox);
      sibling.name = sandbox ? "third-origin" : "same-origin-sibling";
      document.body.append(sibling);
    }
  });
  for (const name of ["third-origin", "same-origin-sibling"]) {
    const sibling = page.frame({ name });
    if (!sibling) throw new Error(`no frame ${name}`);
    await sibling.evaluate((message) => {
      const preview = window.parent.frames[0]; // the preview frame is the parent's first frame
      if (!preview) throw new Error("no preview frame");
      preview.postMessage(message, "*");
    }, forged);
  }
  const malformed = await send(page, { type: "replace-page", pageComponent: { children: "not a list" } });
  expect(malformed).toMatchObject({ type: "error", code: "malformed" });
  expect(await send(page, { version: 3, type: "hello" })).toMatchObject({ type: "error", code: "unsupported-version" });
  expect(await send(page, { type: "hello" })).toMatchObject({ type: "ready" }); // every message before was handled
  await expect(frame.getByRole("heading", { name: "Forged" })).toHaveCount(0);
  await expect(frame.locator("[data-ukey=home-story-text]")).toBeVisible();
  const answers = await editorMessages(page);
  expect(answers.map((message) => message.type)).toEqual(["ready", "error", "error", "ready"]);
});

test("rich text sent through the preview is inert: no script, event handler or javascript: link survives", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/); // the payload's image "x"
  const { frame, pageJson } = await openEditor(page);
  nodeOf(pageJson, "home-story-text").setting = text(
    '<p>Payload</p><img src="x" onerror="window.previewXss = 1"><script>window.previewXss = 2</script>' +
      '<a href="javascript:window.previewXss = 3">a link</a><svg onload="window.previewXss = 4"></svg>',
  );
  expect(await send(page, { type: "replace-page", pageComponent: pageJson.pageComponent })).toMatchObject({
    type: "report",
    problems: [],
  });
  const story = frame.locator("[data-ukey=home-story-text]");
  await expect(story).toContainText("Payload");
  await story.getByText("a link").click();
  expect(await story.locator("script, svg, [onerror], [onload], [href^='javascript']").count()).toBe(0);
  expect(await frame.evaluate(() => (window as unknown as { previewXss?: number }).previewXss)).toBeUndefined();
});

test("shoppers download none of the preview: no ajv, no schemas, no sanitiser, no preview runtime", async ({
  page,
}) => {
  const scripts: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script")
      scripts.push({ url: response.url(), body: await response.text() });
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.mouse.wheel(0, 4000); // lazy mode: the code of what is further down the page loads too
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(3);
  for (const { url, body } of scripts) {
    const chunk = new URL(url).pathname.replace(/-[\w-]{8}\.js$/, ""); // its name, not its hash ("CBxGajVQ")
    expect(chunk).not.toMatch(/Preview|ajv/i);
    expect(body, url).not.toContain("strictTuples"); // an option only ajv's code names
    expect(body, url).not.toContain("allowProtocolRelative"); // the rich-text sanitiser's options
    expect(body, url).not.toContain("storefront.local/schemas/"); // a JSON Schema's $id
  }
});
