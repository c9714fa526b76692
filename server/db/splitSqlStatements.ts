/**
 * Splits a SQL script into statements at top-level semicolons, skipping those inside quotes, comments and
 * dollar-quoted bodies. Needed because PGlite's query() (extended protocol) runs one statement at a time.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const char = script[i];
    const next = script[i + 1];
    if (char === "'" || char === '"') {
      i = script.indexOf(char, i + 1);
      // A doubled quote inside the literal is consumed as two consecutive literals, which is equivalent here.
      i = i === -1 ? script.length : i + 1;
    } else if (char === "-" && next === "-") {
      i = script.indexOf("\n", i);
      i = i === -1 ? script.length : i + 1;
    } else if (char === "/" && next === "*") {
      i = script.indexOf("*/", i + 2);
      i = i === -1 ? script.length : i + 2;
    } else if (char === "$") {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
      if (tag) {
        i = script.indexOf(tag, i + tag.length);
        i = i === -1 ? script.length : i + tag.length;
      } else {
        i += 1;
      }
    } else if (char === ";") {
      statements.push(script.slice(start, i));
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  statements.push(script.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => !isOnlyComments(statement));
}

function isOnlyComments(statement: string): boolean {
  return (
    statement
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/--[^\n]*/g, "")
      .trim() === ""
  );
}
