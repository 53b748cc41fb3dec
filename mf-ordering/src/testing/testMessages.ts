import { testI18n } from 'shared-contracts/testing';
import { orderingMessages, type OrderingTranslate } from '../messages/orderingMessages';

/** The ordering messages as a screen's useMessages gives them, for the tests of the rules, which run outside any screen. */
export const testMessages: OrderingTranslate = (key, values) => testI18n._(`${orderingMessages.namespace}.${key}`, values);
