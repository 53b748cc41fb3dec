import { PIN_CIRCLES } from './pinCircles.js';
import { postalCodeProblem } from './postalCodes.js';

describe('a postal code against its country and state', () => {
  it("takes an Indian PIN whose postal circle delivers to the state, the circle's territories included", () => {
    expect(postalCodeProblem('IN', 'KA', '560038')).toBeNull();
    expect(postalCodeProblem('IN', 'DL', ' 110001 ')).toBeNull();
    // Chandigarh is served by the Punjab circle, Goa by Maharashtra's, the Andamans by West Bengal's.
    expect(postalCodeProblem('IN', 'CH', '160017')).toBeNull();
    expect(postalCodeProblem('IN', 'GA', '403001')).toBeNull();
    expect(postalCodeProblem('IN', 'AN', '744101')).toBeNull();
    expect(postalCodeProblem('IN', 'UK', '248001')).toBeNull();
  });

  it('names the state a PIN of another circle is in: its district where the circle serves several', () => {
    expect(postalCodeProblem('IN', 'MH', '560038')).toEqual({ kind: 'otherState', belongsTo: 'KA' });
    expect(postalCodeProblem('IN', 'KA', '403001')).toEqual({ kind: 'otherState', belongsTo: 'GA' });
    expect(postalCodeProblem('IN', 'KA', '400001')).toEqual({ kind: 'otherState', belongsTo: 'MH' });
    expect(postalCodeProblem('IN', 'TN', '795001')).toEqual({ kind: 'otherState', belongsTo: 'MN' });
    expect(postalCodeProblem('IN', 'UP', '834001')).toEqual({ kind: 'otherState', belongsTo: 'JH' });
  });

  it('refuses what is not a PIN: not six digits, a leading zero, a prefix no circle has, the Army Postal Service', () => {
    for (const pin of ['56003', '5600381', '56OO38', '060038', '550001', '660001', '900001', ''])
      expect([pin, postalCodeProblem('IN', 'KA', pin)]).toEqual([pin, { kind: 'pattern' }]);
  });

  it("keeps each other country's own pattern", () => {
    expect(postalCodeProblem('US', 'NY', '10001')).toBeNull();
    expect(postalCodeProblem('US', 'NY', '10001-1234')).toBeNull();
    expect(postalCodeProblem('US', 'NY', '1000')).toEqual({ kind: 'pattern' });
    expect(postalCodeProblem('UK', 'ENG', 'SW1A 1AA')).toBeNull();
    expect(postalCodeProblem('UK', 'ENG', 'm1 1ae')).toBeNull();
    expect(postalCodeProblem('UK', 'ENG', '12345')).toEqual({ kind: 'pattern' });
  });

  it('gives each two-digit prefix to one circle only', () => {
    const prefixes = PIN_CIRCLES.flatMap((circle) => circle.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
