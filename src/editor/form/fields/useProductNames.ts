import { useEffect, useState } from "react";
import type { ProductChoice } from "../../contracts";
import { useSchemaForm } from "../FormContext";

/**
 * The shop's products of these uuids, by uuid, once asked (null while asking): a uuid missing from the answer is
 * one the shop does not have.
 */
export function useProductNames(uuids: readonly string[]): Map<string, ProductChoice> | null {
  const { services, lang } = useSchemaForm();
  const key = uuids.join(",");
  // the answer, with the uuids it answers: an answer to other uuids (before a change) is not used
  const [answer, setAnswer] = useState<{ key: string; known: Map<string, ProductChoice> } | null>(null);
  useEffect(() => {
    if (key === "") return;
    let current = true;
    services.productsByUuid(key.split(","), lang).then(
      (products) => current && setAnswer({ key, known: new Map(products.map((product) => [product.uuid, product])) }),
      () => current && setAnswer(null),
    );
    return () => {
      current = false;
    };
  }, [key, lang, services]);
  if (key === "") return new Map();
  return answer?.key === key ? answer.known : null;
}
