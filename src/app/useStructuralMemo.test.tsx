// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStructuralMemo } from "./useStructuralMemo";

describe("useStructuralMemo", () => {
  it("keeps the first of equal values, and takes a different one", () => {
    const first = { googleTag: ["G-ABC1234"], adwords: null };
    const { result, rerender } = renderHook(({ value }) => useStructuralMemo(value), {
      initialProps: { value: first },
    });
    rerender({ value: { googleTag: ["G-ABC1234"], adwords: null } });
    expect(result.current).toBe(first);
    const changed = { googleTag: ["G-XYZ9876"], adwords: null };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
    rerender({ value: { googleTag: ["G-XYZ9876"], adwords: null } });
    expect(result.current).toBe(changed);
  });

  it("keeps undefined as it is", () => {
    const { result, rerender } = renderHook(({ value }) => useStructuralMemo(value), {
      initialProps: { value: undefined as { a: number } | undefined },
    });
    rerender({ value: undefined });
    expect(result.current).toBeUndefined();
  });
});
