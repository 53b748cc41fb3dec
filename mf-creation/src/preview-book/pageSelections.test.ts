import { previewWith } from './previewFixture';
import { reconcileSelections, toggleSelection } from './pageSelections';

describe('page selections', () => {
  const preview = previewWith(['available', 'available', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']);

  it('keeps at most one picture per page and unlocks on a second press', () => {
    let selections = toggleSelection({}, 1, '/a.webp');
    selections = toggleSelection(selections, 1, '/b.webp');
    expect(selections).toEqual({ 1: '/b.webp' });
    expect(toggleSelection(selections, 1, '/b.webp')).toEqual({});
  });

  it("drops choices that are not the page's pictures and selects a page's only picture", () => {
    const pages = preview.pages.map((page) => (page.pageNumber === 2 ? { ...page, imageFileURL: ['/only.webp'] } : page));
    expect(reconcileSelections({ 1: '/stranger.webp' }, pages)).toEqual({ 2: '/only.webp' });
    expect(reconcileSelections({ 1: pages[0].imageFileURL[1] }, pages)).toEqual({ 1: pages[0].imageFileURL[1], 2: '/only.webp' });
  });
});
