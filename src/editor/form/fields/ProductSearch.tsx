import { useEffect, useId, useState } from "react";
import { useIntl } from "react-intl";
import type { ProductChoice } from "../../contracts";
import { useSchemaForm } from "../FormContext";
import { useDebounced } from "./useDebounced";

const SEARCH_PAUSE_MS = 300;

/** A search of the shop's products by name (asked once typing pauses), each match a button to choose it. */
export function ProductSearch({ onChoose }: { onChoose: (product: ProductChoice) => void }) {
  const intl = useIntl();
  const { services, lang } = useSchemaForm();
  const id = useId();
  const [query, setQuery] = useState("");
  const asked = useDebounced(query.trim(), SEARCH_PAUSE_MS);
  // the answer, with the text it answers: shown only while that is still the text asked
  const [answer, setAnswer] = useState<{ asked: string; matches: ProductChoice[] } | null>(null);
  const matches = answer && answer.asked === asked && asked !== "" ? answer.matches : null;
  useEffect(() => {
    if (asked === "") return;
    let current = true;
    services.searchProducts(asked, lang).then(
      (found) => current && setAnswer({ asked, matches: found }),
      () => current && setAnswer({ asked, matches: [] }),
    );
    return () => {
      current = false;
    };
  }, [asked, lang, services]);
  return (
    <div className="form-product-search">
      <label htmlFor={id}>{intl.formatMessage({ id: "form.products.search" })}</label>
      <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <div role="status">{matches?.length === 0 && intl.formatMessage({ id: "form.products.noMatch" })}</div>
      {matches && matches.length > 0 && (
        <ul className="form-product-matches">
          {matches.map((product) => (
            <li key={product.uuid}>
              <button type="button" onClick={() => onChoose(product)}>
                {product.image && <img src={product.image} alt="" width={32} height={32} />}
                {intl.formatMessage({ id: "form.products.choose" }, { name: product.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
