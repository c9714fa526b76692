/** Types of tenantShops.mjs, for importTenants.ts. */
export function tenantShopDocument(n: number, products: number): unknown;
