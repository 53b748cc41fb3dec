/**
 * Budgets are counted in fixed clock windows, so a run that straddles a window's end is counted in
 * two of them. Runs `attempt` until one try starts and ends in the same window; each try gets its
 * own number, to count from a fresh address or session.
 */
export async function withinOneClockWindow<T>(windowMs: number, attempt: (tryNumber: number) => Promise<T>): Promise<T> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    const window = Math.floor(Date.now() / windowMs);
    const result = await attempt(tryNumber);
    if (Math.floor(Date.now() / windowMs) === window) return result;
  }
}
