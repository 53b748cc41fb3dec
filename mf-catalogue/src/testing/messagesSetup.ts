import { loadTestCatalogs } from 'shared-contracts/testing';
import { catalogueMessages } from '../messages/catalogueMessages';

beforeAll(() => loadTestCatalogs(catalogueMessages));
