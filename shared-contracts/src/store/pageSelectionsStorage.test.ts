import { STORAGE_KEYS } from 'contracts/constants';
import { loadSelections, storeSelections } from './pageSelectionsStorage.js';

describe('page selections kept in the browser', () => {
  it('survive a reload for the same request only', () => {
    storeSelections('request-a', { 1: '/a.webp' });
    expect(loadSelections('request-a')).toEqual({ 1: '/a.webp' });
    expect(loadSelections('request-b')).toEqual({});
  });

  it('read as none when what is stored is not theirs', () => {
    localStorage.setItem(STORAGE_KEYS.pageSelections, '{not json');
    expect(loadSelections('request-a')).toEqual({});
  });
});
