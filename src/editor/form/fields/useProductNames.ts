import { useEffect, useState } from "react";
import type { ProductChoice } from "../../contracts";
import { useSchemaForm } from "../FormContext";

/**
 * The shop's products of these uuids, by uuid, once asked (null while asking): a uuid missing from the answer is
 * one the shop does not have.
 */
export function useProductNames(uuids: readonly string[]): Map<string, ProductChoice> | null {
  const { services, lang } = useSchemaForm();
  const [known, setKnown] = useState<Map<string, ProductChoice> | null>(null);
  const key = uuids.join(",");
  useEffect(() => {
    if (key === "") return setKnown(new Map());
    let current = true;
    services.productsByUuid(key.split(","), lang).then(
      (products) => current && setKnown(new Map(products.map((product) => [product.uuid, product]))),
      () => current && setKnown(null),
    );
    return () => {
      current = false;
    };
  }, [key, lang, services]);
  return known;
}
