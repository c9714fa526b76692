import { describe, expect, it } from "vitest";
import { linesChanged } from "./repo";

const line = (uuid: string, quantity: number, position: number) => ({ uuid, quantity, position });

describe("linesChanged", () => {
  it("writes nothing for the same lines", () => {
    const lines = [line("a", 1, 0), line("b", 2, 1)];
    expect(linesChanged(lines, [...lines.map((kept) => ({ ...kept }))])).toEqual({ upsert: [], remove: [] });
  });

  it("writes new lines and changed quantities, and removes the lines gone", () => {
    const before = [line("a", 1, 0), line("b", 2, 1), line("c", 3, 2)];
    const after = [line("a", 1, 0), line("b", 5, 1), line("d", 1, 3)];
    expect(linesChanged(before, after)).toEqual({ upsert: [line("b", 5, 1), line("d", 1, 3)], remove: ["c"] });
  });

  it("rewrites a line removed and added again in one batch, which goes last", () => {
    const before = [line("a", 1, 0), line("b", 2, 1)];
    const after = [line("b", 2, 1), line("a", 1, 2)];
    expect(linesChanged(before, after)).toEqual({ upsert: [line("a", 1, 2)], remove: [] });
  });
});
