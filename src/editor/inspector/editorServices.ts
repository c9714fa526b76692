import { callOwnerApi } from "../api/ownerClient";
import type { DocumentSummary } from "../api/ownerTypes";
import type { CategoryChoice, EditorServices, MediaItem, ProductChoice } from "../contracts";

/** What the inspector's pickers ask of the shop, through the owner API. */
export function createEditorServices(shopId: number, shopOrigin: string): EditorServices {
  const shop = `/shops/${shopId}`;
  const get = async <T>(path: string) => (await callOwnerApi<T>(`${shop}${path}`)).data;
  return {
    shopOrigin,
    listMedia: () => get<MediaItem[]>("/media"),
    uploadMedia: async (file) => (await callOwnerApi<MediaItem>(`${shop}/media`, { method: "POST", body: file })).data,
    searchProducts: (query, lang) =>
      get<ProductChoice[]>(`/catalogue/products?${new URLSearchParams({ q: query, lang })}`),
    productsByUuid: (uuids, lang) =>
      uuids.length === 0
        ? Promise.resolve([])
        : get<ProductChoice[]>(`/catalogue/products?${new URLSearchParams({ uuids: uuids.join(","), lang })}`),
    listCategories: (lang) => get<CategoryChoice[]>(`/catalogue/categories?${new URLSearchParams({ lang })}`),
    listPagePaths: async () =>
      (await get<DocumentSummary[]>("/documents")).flatMap((document) => (document.path ? [document.path] : [])),
  };
}
