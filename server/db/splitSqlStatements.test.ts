import { describe, expect, it } from "vitest";
import { splitSqlStatements } from "./splitSqlStatements";

describe("splitSqlStatements", () => {
  it("splits at top-level semicolons and drops comment-only pieces", () => {
    expect(splitSqlStatements("-- head\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n-- tail\n")).toEqual([
      "-- head\nCREATE TABLE a (x int)",
      "CREATE INDEX i ON a (x)",
    ]);
  });

  it("keeps semicolons inside literals, identifiers, comments and dollar quotes", () => {
    const script = [
      "INSERT INTO t VALUES ('a;b', 'it''s;')",
      'CREATE TABLE "we;ird" (x int) -- c;omment\n',
      "/* block; comment */ SELECT 1",
      "CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql",
      "DO $$ BEGIN PERFORM 1; END $$",
    ];
    expect(splitSqlStatements(`${script.join(";\n")};`)).toEqual(script.map((statement) => statement.trim()));
  });
});
