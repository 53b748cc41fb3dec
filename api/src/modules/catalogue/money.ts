/** Prices are kept in paise, so nothing is lost to floating point; the API answers in rupees. */
export const toRupees = (paise: number) => paise / 100;
