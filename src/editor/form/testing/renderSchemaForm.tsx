import { configure, render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { vi } from "vitest";
import type { EditorLang, EditorServices, FieldProblem, ProductChoice } from "../../contracts";
import { formMessages } from "../formMessages";
import type { JsonSchema } from "../jsonSchema";
import { type Setting, SchemaForm } from "../SchemaForm";

// lazy chunks (Tiptap), the search's pause and the services' promises settle later on a busy machine
configure({ asyncUtilTimeout: 5000 });

export const TEA = { uuid: "0c6f3a52-7e8e-4a3f-9f43-5b0e8f1f2a01", name: "ชาเขียว" };
export const CUP = { uuid: "0c6f3a52-7e8e-4a3f-9f43-5b0e8f1f2a02", name: "ถ้วยชา" };

/** The pickers' services over a small in-memory shop (the owner API's routes are tested in tests/api). */
export function shopServices(products: ProductChoice[] = [TEA, CUP]): EditorServices {
  return {
    shopOrigin: "http://tea.localhost:3000",
    listMedia: async () => [
      {
        id: "m1",
        url: "/media/m1",
        width: 800,
        height: 600,
        bytes: 1000,
        contentType: "image/webp",
        createdAt: "2026-01-01T00:00:00Z",
        createdBy: "owner@tea.test",
      },
    ],
    uploadMedia: async () => {
      throw new Error("not used");
    },
    searchProducts: async (query) => products.filter((product) => product.name.includes(query)),
    productsByUuid: async (uuids) => products.filter((product) => uuids.includes(product.uuid)),
    listCategories: async () => [
      { id: "0", name: "ทั้งหมด" },
      { id: "3", name: "ชา" },
    ],
    listPagePaths: async () => ["/", "/about"],
  };
}

interface Options {
  lang?: EditorLang;
  problems?: FieldProblem[];
  focusPointer?: string | null;
  services?: EditorServices;
}

/** A SchemaForm in an IntlProvider with the form's messages; `onChange` records every setting it reports. */
export function renderSchemaForm(schema: JsonSchema, value: Setting, options: Options = {}) {
  const onChange = vi.fn<(setting: Setting) => void>();
  const lang = options.lang ?? "en";
  const element = (props: { value: Setting } & Options) => (
    <IntlProvider locale={props.lang ?? lang} messages={formMessages[props.lang ?? lang]}>
      <SchemaForm
        schema={schema}
        value={props.value}
        onChange={onChange}
        lang={props.lang ?? lang}
        problems={props.problems ?? options.problems}
        focusPointer={props.focusPointer ?? options.focusPointer}
        services={props.services ?? options.services ?? services}
      />
    </IntlProvider>
  );
  const services = options.services ?? shopServices();
  const view = render(element({ value }));
  return {
    ...view,
    onChange,
    /** The last setting reported. */
    last: () => onChange.mock.calls.at(-1)?.[0],
    rerenderWith: (props: { value: Setting } & Options) => view.rerender(element(props)),
  };
}
