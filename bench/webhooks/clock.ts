/**
 * Milliseconds since the epoch, with the sub-millisecond part of `performance.now()` while it
 * agrees with the wall clock: two processes on this machine read the same wall clock, so a time
 * taken in one can be subtracted from a time taken in another (a commit in the benchmark, the
 * request's arrival at the receivers). If the two clocks have drifted apart, the wall clock wins.
 */
export function epochMs(): number {
  const wall = Date.now(); // whole milliseconds, truncated
  const precise = performance.timeOrigin + performance.now();
  return precise >= wall && precise < wall + 1 ? precise : wall + 0.5;
}
