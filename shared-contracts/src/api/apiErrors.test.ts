import { errorMessage, failureOf } from './apiErrors';

const refused = (status: number, data: unknown) => ({ status, data });

describe('messages of failed calls', () => {
  it('keeps the fixed message whatever the status, with the server reason of a refusal after it', () => {
    const fixed = 'Unable to retrieve pricing. Please try again.';
    expect(failureOf(refused(409, { detail: 'Please choose a picture for every page.' }), fixed)).toEqual({
      message: fixed,
      reason: 'Please choose a picture for every page.',
    });
    expect(failureOf(refused(500, { detail: 'Something went wrong on our side.' }), fixed)).toEqual({ message: fixed });
    expect(failureOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fixed)).toEqual({ message: fixed });
    expect(failureOf(refused(400, { detail: fixed }), fixed)).toEqual({ message: fixed });
    expect(failureOf({ status: 'CUSTOM_ERROR', error: 'Your session has expired. Please refresh the page.' }, fixed)).toEqual({
      message: fixed,
      reason: 'Your session has expired. Please refresh the page.',
    });
  });

  it("shows the server's own message where the screen takes it, else the fallback", () => {
    expect(errorMessage(refused(400, { message: 'Amount mismatch' }), 'Failed to confirm payment. Please try again.')).toBe(
      'Amount mismatch',
    );
    expect(errorMessage(refused(502, { detail: 'Upstream' }), 'Failed to confirm payment. Please try again.')).toBe(
      'Failed to confirm payment. Please try again.',
    );
  });
});
