import type { ReactNode } from "react";

/** A demo panel's facts: a description list of names and values. */
export function DemoFacts({ facts, testId }: { facts: readonly (readonly [string, ReactNode])[]; testId: string }) {
  return (
    <dl className="w-demo__facts" data-testid={testId}>
      {facts.map(([name, value]) => (
        <div key={name} className="w-demo__fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
