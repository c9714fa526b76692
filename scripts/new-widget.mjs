// npm run new:widget -- <kind>: scaffolds a widget kind, one file in each role, then runs the generator. What it
// makes passes CI as it is (a heading and one message of the kind's own); edit it into the widget you want.
//   schemas/widgets/<kind>.schema.json   the setting's JSON Schema (with the editor's labels); defaults live here only
//   registry/<kind>.ts                   the registry entry (zones, children, lazy component and schema)
//   widgets/<kind>/<Kind>.tsx            the component: it receives the resolved setting (defaults applied)
//   widgets/<kind>/<kind>.css            its styles (the generator adds them to src/generated/widgets.css)
//   widgets/<kind>/<Kind>.test.tsx       its test: fixtures rendered through the page pipeline, in Thai and English
//   stories/<kind>.stories.tsx           its Storybook stories
//   stories/fixtures/<kind>.ts           its fixtures: settings as pages store them, named <kind in camelCase>…
//   locales/widgets/<kind>.json          its messages in Thai and English, ids in its own namespace
// Nothing shared is edited: the generator discovers the kind (scripts/gen-types.mjs).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const KIND = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The kind's parts of speech: "store-contact" → storeContact, StoreContact, "Store contact". */
function namesOf(kind) {
  const camel = kind.replace(/-(\w)/g, (_, c) => c.toUpperCase());
  const pascal = camel[0].toUpperCase() + camel.slice(1);
  const label = kind[0].toUpperCase() + kind.slice(1).replaceAll("-", " ");
  return { camel, pascal, label };
}

/** Why the kind cannot be scaffolded, or null. */
function problemWith(kind) {
  if (kind === undefined) return "usage: npm run new:widget -- <kind> (kebab-case, e.g. opening-hours)";
  if (!KIND.test(kind)) return `"${kind}" is not a kebab-case kind name (e.g. opening-hours)`;
  try {
    new Function(`"use strict"; let ${namesOf(kind).camel};`); // the kind names a variable in generated code
  } catch {
    return `"${kind}" cannot be a kind: "${namesOf(kind).camel}" is a reserved word`;
  }
  const taken = [`registry/${kind}.ts`, `schemas/widgets/${kind}.schema.json`, `widgets/${kind}`].find((path) =>
    existsSync(join(root, path)),
  );
  if (taken) return `the kind "${kind}" exists already (${taken})`;
  // its setting's type names must be free: the generator keeps the first of two types of one name
  const typeName = `${namesOf(kind).pascal}Setting`;
  const types = readFileSync(join(root, "src/generated/schemas.ts"), "utf8");
  const clash = new RegExp(`^export (?:interface|type) ${typeName}(?:Resolved)?\\b`, "m").test(types);
  return clash ? `"${kind}" cannot be a kind: the type ${typeName} exists already (src/generated/schemas.ts)` : null;
}

/** Every file of a new kind, by path. */
function filesOf(kind) {
  const { camel, pascal, label } = namesOf(kind);
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    [`schemas/widgets/${kind}.schema.json`]: json({
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: `https://storefront.local/schemas/widgets/${kind}.schema.json`,
      title: `${pascal}Setting`,
      description: `${label}: what a page shows with it.`,
      "x-label": { th: label, en: label },
      type: "object",
      additionalProperties: false,
      properties: {
        title: {
          description: "The heading; none when empty.",
          "x-label": { th: "หัวข้อ", en: "Title" },
          "x-help": { th: "ถ้าเว้นว่าง จะไม่แสดงหัวข้อ", en: "Leave empty for no heading" },
          type: "string",
          maxLength: 200,
        },
        headingLevel: {
          "x-label": { th: "ระดับหัวข้อ", en: "Heading level" },
          "x-enum-labels": {
            2: { th: "หัวข้อส่วน (H2)", en: "Section heading (H2)" },
            3: { th: "หัวข้อย่อย (H3)", en: "Subheading (H3)" },
          },
          type: "integer",
          enum: [2, 3],
          default: 2,
        },
      },
    }),

    [`registry/${kind}.ts`]: `import type { ${pascal}SettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<${pascal}SettingResolved>({
  kind: "${kind}",
  loadSchema: () => import("../schemas/widgets/${kind}.schema.json"),
  load: () => import("../widgets/${kind}/${pascal}"),
  zones: ["page"],
  acceptsChildren: false,
});
`,

    [`widgets/${kind}/${pascal}.tsx`]: `import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { ${pascal}SettingResolved } from "~/generated/schemas";
import type { WidgetProps } from "../../registry/types";

/** ${label}: its optional heading, then its content. */
export default function ${pascal}({ ukey, setting }: WidgetProps<${pascal}SettingResolved>) {
  const { title, headingLevel } = setting;
  const intl = useIntl();
  const titleId = useId();
  const Heading = \`h\${headingLevel}\` as const;
  return (
    <section className="w-${kind}" data-ukey={ukey} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Heading className="w-${kind}__title" id={titleId}>
          {title}
        </Heading>
      )}
      <p className="w-${kind}__empty">{intl.formatMessage({ id: "${camel}.empty" })}</p>
    </section>
  );
}
`,

    [`widgets/${kind}/${kind}.css`]: `.w-${kind} {
  display: grid;
  gap: var(--space-2);
}
.w-${kind}__title {
  margin: 0;
}
.w-${kind}__empty {
  margin: 0;
}
`,

    [`widgets/${kind}/${pascal}.test.tsx`]: `// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { ${pascal}Setting } from "~/generated/schemas";
import type { ContentLang } from "~/lib/localePath";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { NodeTree } from "~/renderer/NodeTree";
import { normalizeTree } from "~/renderer/normalizeTree";
import { preloadWidgets } from "~/renderer/widgetModules";
import { ${camel}En, ${camel}Th } from "../../stories/fixtures/${kind}";
import { renderWidget } from "../../tests/renderWidget";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
  await preloadWidgets(["${kind}"]);
});

/** Server-renders a page holding one ${kind} node, through the renderer's pipeline (validation, defaults). */
function page(setting: ${pascal}Setting, lang: ContentLang): HTMLElement {
  const tree = [{ ukey: "${kind}-1", type: "widget", kind: "${kind}", setting }];
  const { nodes, problems } = normalizeTree(tree, validator, {
    pointer: "/pageComponent/children",
    zone: "page",
    keepInvalid: false,
  });
  expect(problems).toEqual([]);
  return renderWidget(<NodeTree nodes={nodes} showProblems={false} />, { url: lang === "en" ? "/en/" : "/" });
}

describe("${kind} widget", () => {
  it("renders on a page with its heading, at the schema's default level, and its text in the page's language", () => {
    const th = page(${camel}Th, "th");
    expect(th.querySelector('[data-ukey="${kind}-1"] h2')?.textContent).toBe(${camel}Th.title);
    expect(th.querySelector(".w-${kind}__empty")?.textContent).toBe("ยังไม่มีเนื้อหา");
    expect(page(${camel}En, "en").querySelector(".w-${kind}__empty")?.textContent).toBe("Nothing here yet");
  });

  it("has no heading without a title", () => {
    expect(page({}, "th").querySelector("h2, h3")).toBeNull();
  });
});
`,

    [`stories/${kind}.stories.tsx`]: `import type { Meta, StoryObj } from "@storybook/react-vite";
import ${pascal} from "../widgets/${kind}/${pascal}";
import { inContainer } from "./decorators";
import { ${camel}En, ${camel}Th } from "./fixtures/${kind}";
import { resolvedSetting } from "./resolvedSetting";

const meta = {
  title: "Widgets/${label}",
  component: ${pascal},
  args: { ukey: "${kind}", setting: resolvedSetting("${kind}", ${camel}Th) },
  decorators: [inContainer],
} satisfies Meta<typeof ${pascal}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thai: Story = {};

export const English: Story = {
  args: { setting: resolvedSetting("${kind}", ${camel}En) },
  globals: { lang: "en" },
};
`,

    [`stories/fixtures/${kind}.ts`]: `import type { ${pascal}Setting } from "~/generated/schemas";

export const ${camel}Th: ${pascal}Setting = { title: "${label}" };

export const ${camel}En: ${pascal}Setting = { title: "${label}" };
`,

    [`locales/widgets/${kind}.json`]: json({
      th: { [`${camel}.empty`]: "ยังไม่มีเนื้อหา" },
      en: { [`${camel}.empty`]: "Nothing here yet" },
    }),
  };
}

const kind = process.argv[2];
const problem = problemWith(kind);
if (problem) {
  console.error(problem);
  process.exit(1);
}
const files = filesOf(kind);
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content, { flag: "wx" });
}
// long kind names make lines prettier would wrap
execFileSync(join(root, "node_modules/.bin/prettier"), ["--write", "--log-level", "warn", ...Object.keys(files)], {
  cwd: root,
  stdio: "inherit",
});
execFileSync(process.execPath, [join(root, "scripts/gen-types.mjs")], { cwd: root, stdio: "inherit" });
console.log(
  [
    `Scaffolded the kind "${kind}":`,
    ...Object.keys(files).map((path) => `  ${path}`),
    "Next:",
    `  1. Edit its settings in schemas/widgets/${kind}.schema.json ("x-label" names each in the editor, in Thai and`,
    `     English; then npm run gen:types) and its component in widgets/${kind}/.`,
    `  2. See it: npm run storybook (stories/${kind}.stories.tsx), or add it to a page in the editor (npm run dev).`,
    `  3. Check it: npm run check:widget -- ${kind} (type check, lint, its tests, its stories and fixtures).`,
  ].join("\n"),
);
