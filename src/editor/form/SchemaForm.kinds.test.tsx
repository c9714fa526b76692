// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { widgetDefinitions } from "~/generated/widget-registry";
import { loadKindSchema } from "./loadKindSchema";
import { renderSchemaForm, shopServices } from "./testing/renderSchemaForm";

// Every kind of the registry: its fixture settings (stories/fixtures/<kind>.ts, the settings the stories and
// widgets/kinds.test.tsx render) shown in the form, one field changed and changed back, come back unchanged.

const fixtureFiles = import.meta.glob<Record<string, unknown>>("../../../stories/fixtures/*.ts");
const camelCase = (kind: string) => kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

async function fixturesOf(kind: string): Promise<[string, Record<string, unknown>][]> {
  const fixtures = (await fixtureFiles[`../../../stories/fixtures/${kind}.ts`]?.()) ?? {};
  return Object.entries(fixtures).filter((entry): entry is [string, Record<string, unknown>] =>
    entry[0].startsWith(camelCase(kind)),
  );
}

/**
 * A text or number input of the form whose value is in the setting (so changing it back restores the setting); not
 * a JSON field's, where a changed text may not parse.
 */
function editableInput(): HTMLInputElement | HTMLTextAreaElement | undefined {
  const inputs = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea:not(.form-json)");
  return [...inputs].find(
    (input) => ["text", "number", "textarea", "email", "tel"].includes(input.type) && input.value !== "",
  );
}

/** A shop that has every product a fixture names (the fixtures' uuids are the demo catalogue's). */
const services = {
  ...shopServices(),
  productsByUuid: async (uuids: readonly string[]) => uuids.map((uuid) => ({ uuid, name: `product ${uuid}` })),
};

afterEach(cleanup);

describe.each(widgetDefinitions.map((definition) => definition.kind))("%s", (kind) => {
  it("shows each fixture setting and gives it back unchanged after a change undone", async () => {
    const schema = await loadKindSchema(kind);
    const fixtures = await fixturesOf(kind);
    expect(fixtures.length).toBeGreaterThan(0);
    for (const [name, fixture] of fixtures) {
      const { onChange, last, unmount } = renderSchemaForm(schema, structuredClone(fixture), { services });
      // a valid fixture: no problem shown anywhere
      await waitFor(() => expect(document.querySelector(".form-error"), name).toBeNull());
      expect(onChange, `${name}: nothing reported before a change`).not.toHaveBeenCalled();
      const input = editableInput();
      if (input) {
        const before = input.value;
        fireEvent.change(input, {
          target: { value: input.type === "number" ? String(Number(before) + 1) : `${before}x` },
        });
        expect(last(), name).toBeDefined();
        expect(last(), name).not.toEqual(fixture);
        fireEvent.change(input, { target: { value: before } });
        expect(last(), name).toEqual(fixture);
      } else {
        const toggle = screen.queryAllByRole("switch")[0];
        if (toggle) {
          fireEvent.click(toggle);
          fireEvent.click(toggle);
        }
      }
      unmount();
    }
  });
});
