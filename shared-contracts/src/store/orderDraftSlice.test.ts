import { initialOrderDraft, orderDraftSlice, requestLinkOpened, type BookOrderDraft } from './orderDraftSlice';

const reduce = (state: BookOrderDraft, action: Parameters<typeof orderDraftSlice.reducer>[1]) => orderDraftSlice.reducer(state, action);

describe('a link from one of the shop’s emails', () => {
  const inProgress: BookOrderDraft = { ...initialOrderDraft, productId: 2, childFirstName: 'Kabir', requestUuid: '01012026-a', requestKey: 'own-key', printType: 'Hardcover' };

  it('turns the draft to the linked request, keeping nothing of another order', () => {
    expect(reduce(inProgress, requestLinkOpened({ requestUuid: '02012026-b', requestKey: 'link.1.sig' }))).toEqual({
      ...initialOrderDraft,
      requestUuid: '02012026-b',
      requestKey: 'link.1.sig',
    });
  });

  it('keeps the draft and its own key when the link is for the same request', () => {
    expect(reduce(inProgress, requestLinkOpened({ requestUuid: '01012026-a', requestKey: 'link.1.sig' }))).toEqual(inProgress);
    const withoutKey = { ...inProgress, requestKey: null };
    expect(reduce(withoutKey, requestLinkOpened({ requestUuid: '01012026-a', requestKey: 'link.1.sig' })).requestKey).toBe('link.1.sig');
  });
});
