import { STORAGE_KEYS } from 'shared-contracts';
import { renderWithStore } from '../testing/renderWithStore';
import { useAnalytics } from './useAnalytics';

function Analytics() {
  useAnalytics();
  return null;
}

describe('analytics on the first page', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script id="storefront-config" type="application/json">{"ga4MeasurementId":"G-TEST"}</script>';
    window.dataLayer = [];
  });

  it("sends the landing page's view to the trackers of a visitor who allowed them on an earlier visit", () => {
    const choices = { analytics: true, advertising: false, functional: false, timestamp: '2026-11-20T10:00:00.000Z' };
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify(choices));
    renderWithStore(<Analytics />, '/flipbook-catalogue?gender=girl');
    const sentToGa4 = window.dataLayer!.filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]');
    expect(sentToGa4.map((args) => [...(args as unknown[])].slice(0, 2))).toContainEqual(['event', 'page_view']);
    const view = sentToGa4.map((args) => [...(args as unknown[])]).find(([kind, name]) => kind === 'event' && name === 'page_view');
    expect(view?.[2]).toMatchObject({ page_path: '/flipbook-catalogue?gender=girl' });
  });
});
