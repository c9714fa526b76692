/** The longest query the search accepts (the shop API answers 400 beyond it). */
export const MAX_QUERY_LENGTH = 200;

/** Why a query cannot be searched, or null when it can. */
export type SearchQueryProblem = "required" | "tooLong" | null;

/** At most MAX_QUERY_LENGTH characters (spaces around it count, as for the browser's maxlength), not all blank. */
export function searchQueryProblem(query: string): SearchQueryProblem {
  if (query.length > MAX_QUERY_LENGTH) return "tooLong";
  if (query.trim() === "") return "required";
  return null;
}
