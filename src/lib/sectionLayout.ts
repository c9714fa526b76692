/** §2: the dev and preset sections (and anything under them) use the blank layout. */
export function isBlankSection(path: string): boolean {
  return /^\/(dev|preset)(\/|$)/.test(path);
}
