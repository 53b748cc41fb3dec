import { render } from '@testing-library/react';
import { INTERACTIVE_ATTRIBUTE, useInteractiveMark } from './useInteractiveMark';

function Page() {
  useInteractiveMark();
  return <p>page</p>;
}

describe('useInteractiveMark', () => {
  beforeEach(() => document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE));

  it('marks the page interactive once its first render is committed', () => {
    expect(document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)).toBe(false);
    render(<Page />);
    expect(document.documentElement.getAttribute(INTERACTIVE_ATTRIBUTE)).toBe('true');
  });
});
