import { analyticsPath, onTrackedEvent, trackEvent, trackPageView, withoutIdentifiers } from './track';

const requestUuid = '22112026-0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('what analytics may see', () => {
  it('keeps only the catalogue filters of a page address', () => {
    expect(analyticsPath(`/preview-book?requestUuid=${requestUuid}`)).toBe('/preview-book');
    expect(analyticsPath(`/checkout?requestUuid=${requestUuid}&access=link.1.x`)).toBe('/checkout');
    expect(analyticsPath('/flipbook-catalogue?gender=Girl&productId=2&utm_source=x')).toBe('/flipbook-catalogue?gender=Girl&productId=2');
  });

  it('drops request ids, names, emails and phone numbers from an event, wherever they are', () => {
    expect(
      withoutIdentifiers({
        request_uuid: requestUuid,
        transaction_id: 'anything',
        email: 'meera@example.com',
        value: 1499,
        note: `order ${requestUuid}`,
        items: [{ item_id: '1', item_name: 'Personalized Book', contact: 'meera@example.com' }],
      }),
    ).toEqual({ value: 1499, items: [{ item_id: '1', item_name: 'Personalized Book' }] });
  });

  it('gives the trackers and the data layer the cleaned event, and the page view without the query', () => {
    const seen: unknown[] = [];
    const stop = onTrackedEvent((event, params) => seen.push({ event, ...params }));
    window.dataLayer = [];
    window.history.pushState({}, '', `/preview-book?requestUuid=${requestUuid}`);
    trackPageView(`/preview-book?requestUuid=${requestUuid}`);
    trackEvent('pricing_requested', { request_uuid: requestUuid });
    stop();
    expect(JSON.stringify([seen, window.dataLayer])).not.toContain(requestUuid);
    expect(seen[0]).toMatchObject({ event: 'page_view', page_path: '/preview-book', page_location: 'http://127.0.0.1/preview-book' });
  });
});
