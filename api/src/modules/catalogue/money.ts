/** Prices are kept in paise, so nothing is lost to floating point; the API answers in rupees. */
export const toRupees = (paise: number) => paise / 100;

/** Rupees as written in the shop's content, in paise. */
export const paise = (rupees: number) => Math.round(rupees * 100);
