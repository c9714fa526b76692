import type { IBreaker } from "cockatiel";

/**
 * cockatiel's ConsecutiveBreaker (it opens after `threshold` failures in a row), told as well of answers that arrived
 * but could not be used: their data is checked after the call has returned and counted as a success, so a bad answer
 * takes that success back and counts as a failure. A run of malformed answers opens the circuit like a run of 5xx.
 */
export class ConsecutiveFailures implements IBreaker {
  /** Failures in a row (cockatiel's name: it serialises the breaker by it). */
  state = 0;
  private beforeSuccess = 0;

  constructor(private readonly threshold: number) {}

  success(): void {
    this.beforeSuccess = this.state;
    this.state = 0;
  }

  failure(): boolean {
    this.state += 1;
    return this.state >= this.threshold;
  }

  /**
   * The last success was an answer that could not be used: it counts as a failure instead, at once (cockatiel's
   * execute() would count it a few ticks later, after the next call's success). True when the circuit should open.
   */
  badAnswer(): boolean {
    this.state = Math.max(this.state, this.beforeSuccess) + 1;
    return this.state >= this.threshold;
  }
}
