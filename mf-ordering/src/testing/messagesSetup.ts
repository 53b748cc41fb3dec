import { loadTestCatalogs } from 'shared-contracts/testing';
import { orderingMessages } from '../messages/orderingMessages';

beforeAll(() => loadTestCatalogs(orderingMessages));
