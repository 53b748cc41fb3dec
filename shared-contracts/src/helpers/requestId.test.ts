import { REQUEST_UUID_PATTERN } from 'contracts/constants';
import { createRequestId } from './requestId';

describe('request id', () => {
  it('is the local date as DDMMYYYY, a dash and the UUID', () => {
    expect(createRequestId(new Date(2026, 0, 5, 23, 59), '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d')).toBe(
      '05012026-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    );
  });

  it('uses a fresh random UUID each time and matches the pattern the API validates', () => {
    const first = createRequestId();
    const second = createRequestId();
    expect(first).not.toBe(second);
    expect(first).toMatch(new RegExp(REQUEST_UUID_PATTERN));
  });
});
