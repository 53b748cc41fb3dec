/** Order arithmetic, all in paise so nothing is lost to floating point. */

/** The part of a paid deposit an order counts: all of it, unless the order costs less. */
export function depositCreditPaise(depositPaid: number, subtotal: number, shipping: number, discount: number): number {
  return Math.min(depositPaid, subtotal + shipping - discount);
}

/** Total = subtotal + shipping - discount - the deposit counted. */
export function totalPaise(subtotal: number, shipping: number, discount: number, deposit: number): number {
  return subtotal + shipping - discount - deposit;
}
