/** DDMMYYYY, a dash, then a UUID. */
export const REQUEST_UUID_PATTERN = '^[0-9]{8}-[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The signed access an email link carries in its fragment, `link.<purpose>.<expiry>.<signature>`, as
 * the API signs it (`signRequestLink`); the shell takes nothing else from an address.
 */
export const REQUEST_LINK_ACCESS_PATTERN = '^link\\.(preview|checkout|order-status)\\.[0-9]{1,15}\\.[A-Za-z0-9_-]{43}$';
