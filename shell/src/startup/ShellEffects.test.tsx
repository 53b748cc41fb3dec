import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { countryDetected } from 'shared-contracts';
import { renderWithStore } from '../testing/renderWithStore';
import { ShellEffects } from './ShellEffects';

describe('the shell’s effects', () => {
  beforeEach(() => {
    localStorage.clear();
    // The country lookup is the test's to answer: it is answered below through the store.
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('take up a consent change without drawing the page again', () => {
    const pageCommits: string[] = [];
    const { store } = renderWithStore(
      <>
        <Profiler id="page" onRender={(_id, phase) => pageCommits.push(phase)}>
          <p>page</p>
        </Profiler>
        <ShellEffects />
      </>,
    );
    expect(pageCommits).toEqual(['mount']);
    act(() => void store.dispatch(countryDetected('IN')));
    expect(store.getState().consent.countryResolved).toBe(true);
    expect(pageCommits).toEqual(['mount']);
  });
});
