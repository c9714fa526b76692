// The load of bench:tenants: each request a random page (home, category, product or search, one kind in four) of a
// random shop, named by its Host header.

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * Autocannon requests (loadRound.mjs) for `hosts`, each of which serves `paths` (tenantShops.mjs tenantPaths: paths
 * by kind).
 * @param {string[]} hosts
 * @param {Record<string, string[]>} paths
 */
export function randomPageRequests(hosts, paths) {
  const kinds = Object.values(paths);
  return [
    {
      method: "GET",
      setupRequest: (request) => ({
        ...request,
        path: pick(pick(kinds)),
        headers: { ...request.headers, host: pick(hosts) },
      }),
    },
  ];
}
