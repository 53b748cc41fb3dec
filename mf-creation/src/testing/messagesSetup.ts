import { loadTestCatalogs } from 'shared-contracts/testing';
import { creationMessages } from '../messages/creationMessages';

beforeAll(() => loadTestCatalogs(creationMessages));
