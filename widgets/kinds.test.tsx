// @vitest-environment jsdom
import { composeStories, setProjectAnnotations } from "@storybook/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type WidgetKind, widgetDefinitions } from "~/generated/widget-registry";
import { formProblems } from "~/schemas/formProblems";
import common from "../schemas/common.schema.json";
import preview from "../.storybook/preview";
import { resolvedSetting } from "../stories/resolvedSetting";

// Every kind of the registry keeps one file in each role (docs/widgets.md, "Adding a widget kind"). Driven by the registry, so a new
// kind is checked without editing this file.

const files = (modules: Record<string, unknown>) => new Set(Object.keys(modules));
const schemaFiles = files(import.meta.glob("../schemas/widgets/*.schema.json"));
const stylesheets = files(import.meta.glob("./*/*.css"));
const messageFiles = import.meta.glob<Record<string, Record<string, string>>>("../locales/widgets/*.json", {
  eager: true,
  import: "default",
});
const storyFiles = import.meta.glob<Record<string, unknown>>("../stories/*.stories.tsx");
const fixtureFiles = import.meta.glob<Record<string, unknown>>("../stories/fixtures/*.ts");

const camelCase = (kind: string) => kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A fixtures file's settings of its kind: the exports named after the kind (e.g. `paragraphTh`); others are parts. */
function settingFixtures(kind: string, fixtures: Record<string, unknown>): [string, object][] {
  return Object.entries(fixtures).filter((entry): entry is [string, object] => entry[0].startsWith(camelCase(kind)));
}

beforeAll(() => {
  setProjectAnnotations(preview);
});

let consoleErrors: unknown[][] = [];
afterEach(() => {
  vi.restoreAllMocks();
  consoleErrors = [];
});

describe.each(widgetDefinitions.map((definition) => [definition.kind, definition] as const))(
  "%s",
  (kind, definition) => {
    it("has a kebab-case name, a schema, a component that loads and a stylesheet", async () => {
      expect(kind).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(schemaFiles).toContain(`../schemas/widgets/${kind}.schema.json`);
      expect((await definition.loadSchema()).default).toMatchObject({
        $id: `https://storefront.local/schemas/widgets/${kind}.schema.json`,
      });
      expect(typeof (await definition.load()).default).toMatch(/^(function|object)$/);
      expect(stylesheets).toContain(`./${kind}/${kind}.css`);
    });

    it("describes its editor form: labels in Thai and English, one for each choice, rich text edited as such", async () => {
      const schema = (await definition.loadSchema()).default;
      const problems = formProblems(schema, (id) => (id === common.$id ? common : undefined));
      expect(problems.map((problem) => `${kind}: ${problem}`)).toEqual([]);
    });

    it("has its messages, in its own namespace, in Thai and English", () => {
      const messages = messageFiles[`../locales/widgets/${kind}.json`];
      expect(messages, `locales/widgets/${kind}.json`).toBeDefined();
      expect(Object.keys(messages ?? {}).sort()).toEqual(["en", "th"]);
      const ids = Object.keys(messages?.th ?? {});
      expect(Object.keys(messages?.en ?? {}).sort()).toEqual([...ids].sort());
      for (const id of ids) expect(id.startsWith(`${camelCase(kind)}.`), id).toBe(true);
    });

    it("has fixtures its schema accepts, which its story renders on the server", async () => {
      const fixtures = await fixtureFiles[`../stories/fixtures/${kind}.ts`]?.();
      const settings = settingFixtures(kind, fixtures ?? {});
      expect(settings.length, `stories/fixtures/${kind}.ts exports settings named ${camelCase(kind)}…`).toBeGreaterThan(
        0,
      );
      const stories = await storyFiles[`../stories/${kind}.stories.tsx`]?.();
      expect(stories, `stories/${kind}.stories.tsx`).toBeDefined();
      const [Story] = Object.values(composeStories(stories as Parameters<typeof composeStories>[0])) as (ComponentType<{
        setting: object;
      }> & { load(): Promise<void> })[];
      expect(Story).toBeDefined();
      if (!Story) return;
      vi.spyOn(console, "error").mockImplementation((...args) => consoleErrors.push(args));
      for (const [name, fixture] of settings) {
        const setting = resolvedSetting(kind as WidgetKind, fixture as never); // throws, naming the fields, on an invalid fixture
        await Story.load();
        expect(() => renderToString(<Story setting={setting} />), name).not.toThrow();
      }
      expect(consoleErrors).toEqual([]);
    });
  },
);
