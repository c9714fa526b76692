import { FormattedMessage } from "react-intl";
import { Link, Navigate } from "react-router";
import type { Account } from "../api/ownerTypes";

/** The account's shops; with one shop, straight to its documents. */
export function ShopList({ account }: { account: Account }) {
  const [only] = account.shops;
  if (only && account.shops.length === 1) return <Navigate to={`/shops/${only.id}`} replace />;
  return (
    <main className="editor-narrow">
      <h1>
        <FormattedMessage id="editor.shops.heading" />
      </h1>
      {account.shops.length === 0 ? (
        <p>
          <FormattedMessage id="editor.shops.none" />
        </p>
      ) : (
        <ul className="editor-list">
          {account.shops.map((shop) => (
            <li key={shop.id}>
              <Link to={`/shops/${shop.id}`}>{shop.name}</Link>{" "}
              <span className="editor-muted">
                {shop.hosts[0]} · <FormattedMessage id={`editor.role.${shop.role}`} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
