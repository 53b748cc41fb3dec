/** The work's answer, or a rejection naming the budget once it has run out. */
export function withinBudget<T>(work: Promise<T>, budgetMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${budgetMs} ms`)), budgetMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
