const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price as shown everywhere in the shop: rupee sign and two decimals, e.g. ₹1,299.00. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
