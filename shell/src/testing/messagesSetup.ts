import { loadTestCatalogs } from 'shared-contracts/testing';
import { shellMessages } from '../messages/shellMessages';

beforeAll(() => loadTestCatalogs(shellMessages));
