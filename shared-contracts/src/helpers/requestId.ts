const pad = (n: number) => String(n).padStart(2, '0');

/** The request id: the visitor's local date as DDMMYYYY, a dash, then a random UUID. */
export function createRequestId(date: Date = new Date(), uuid: string = crypto.randomUUID()): string {
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}-${uuid}`;
}
