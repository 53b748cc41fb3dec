import { loadTestCatalogs } from 'shared-contracts/testing';
import { contentMessages } from '../messages/contentMessages';

beforeAll(() => loadTestCatalogs(contentMessages));
