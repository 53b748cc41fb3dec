import { childDetailsEntered, draftReset, initialOrderDraft, quickPreviewCounted, STORAGE_KEYS, storyChosen } from 'shared-contracts';
import { makeStore } from './makeStore';

const DAY = 24 * 60 * 60 * 1000;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const newStore = (now = new Date('2026-11-22T10:00:00.000Z')) =>
  makeStore({ local: localStorage, session: sessionStorage, now: () => now });

describe('order draft persistence', () => {
  it('starts from the draft’s defaults', () => {
    expect(newStore().getState().orderDraft).toEqual(initialOrderDraft);
    expect(initialOrderDraft).toMatchObject({
      radioOptionGender: 'Boy',
      dropdownValueAge: 6,
      phoneCode: '+91',
      isBillingSameAsDelivery: true,
    });
  });

  it('is written to local storage on change and restored by the next page load', () => {
    const store = newStore();
    store.dispatch(storyChosen(3));
    store.dispatch(
      childDetailsEntered({
        childFirstName: 'Aarav',
        radioOptionGender: 'Boy',
        bookLanguage: 'en',
        dropdownValueAge: 6,
        dropdownValueBirthMonth: 4,
        requestUuid: '22112026-abc',
      }),
    );
    expect(stored(STORAGE_KEYS.orderDraft)).toMatchObject({ productId: 3, childFirstName: 'Aarav' });
    expect(newStore().getState().orderDraft).toMatchObject({
      productId: 3,
      childFirstName: 'Aarav',
      dropdownValueAge: 6,
      requestUuid: '22112026-abc',
    });
  });

  it('full reset restores every default and removes the stored copy', () => {
    const store = newStore();
    store.dispatch(storyChosen(2));
    store.dispatch(draftReset());
    expect(store.getState().orderDraft).toEqual(initialOrderDraft);
    expect(localStorage.getItem(STORAGE_KEYS.orderDraft)).toBeNull();
  });

  it('ignores a damaged stored copy', () => {
    localStorage.setItem(STORAGE_KEYS.orderDraft, '{not json');
    expect(newStore().getState().orderDraft).toEqual(initialOrderDraft);
  });
});

describe('usage data and session', () => {
  it('counts a session once per browser session and keeps the session id for 4 hours', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    newStore(now);
    newStore(new Date(now.getTime() + 3 * 60 * 60 * 1000));
    expect(stored(STORAGE_KEYS.usageData).sessionCount).toBe(1);
    newStore(new Date(now.getTime() + 5 * 60 * 60 * 1000));
    expect(stored(STORAGE_KEYS.usageData).sessionCount).toBe(2);
  });

  it('resets the weekly counters 7 days after the window began', () => {
    const now = new Date('2026-11-01T10:00:00.000Z');
    const store = newStore(now);
    store.dispatch(quickPreviewCounted());
    store.dispatch(quickPreviewCounted());
    expect(newStore(new Date(now.getTime() + 6 * DAY)).getState().usage.quickPreviewsCount).toBe(2);
    const later = newStore(new Date(now.getTime() + 7 * DAY)).getState().usage;
    expect(later.quickPreviewsCount).toBe(0);
    expect(later.sessionStart).toBe(new Date(now.getTime() + 7 * DAY).toISOString());
  });
});
