import { validateViewerSettings, VIEWER_MESSAGES, viewerSettingsFor } from './viewerSettings';

describe('flipbook viewer settings', () => {
  const desktop = viewerSettingsFor(1280);

  it('uses 700 x 500 on a desktop, with the flip time, shadow and swipe of docs/product.md#flipbooks', () => {
    expect(desktop).toMatchObject({ width: 700, height: 500, flippingTime: 800, maxShadowOpacity: 0.2, swipeDistance: 30 });
  });

  it('uses the window width less 20 and 450 high at 768 px or less, one page at a time', () => {
    expect(viewerSettingsFor(768)).toMatchObject({ width: 748, height: 450, usePortrait: true });
    expect(viewerSettingsFor(360)).toMatchObject({ width: 340, height: 450 });
  });

  it("keeps a printed book's proportions: 500 high on a desktop, the window less 20 wide on a phone", () => {
    expect(viewerSettingsFor(1280, 1)).toMatchObject({ width: 500, height: 500, maxWidth: 500, maxHeight: 500 });
    expect(viewerSettingsFor(1280, 11 / 8.5)).toMatchObject({ width: 647, height: 500 });
    expect(viewerSettingsFor(390, 1)).toMatchObject({ width: 370, height: 370, minHeight: 370, maxHeight: 370 });
    expect(viewerSettingsFor(390, 11 / 8.5)).toMatchObject({ width: 370, height: 286 });
  });

  it('refuses a size other than fixed or stretch', () => {
    expect(() => validateViewerSettings({ ...desktop, size: 'auto' as 'fixed' })).toThrow(VIEWER_MESSAGES.size);
  });

  it('refuses a width or height of zero or less', () => {
    expect(() => validateViewerSettings({ ...desktop, width: 0 })).toThrow(VIEWER_MESSAGES.dimensions);
    expect(() => validateViewerSettings({ ...desktop, height: -5 })).toThrow(VIEWER_MESSAGES.dimensions);
  });

  it('refuses a flipping time of zero or less', () => {
    expect(() => validateViewerSettings({ ...desktop, flippingTime: 0 })).toThrow(VIEWER_MESSAGES.flippingTime);
  });

  it('in stretch mode, sets minimums to 100 when not positive and maximums to 2000 when below them', () => {
    const settings = validateViewerSettings({ ...desktop, size: 'stretch', minWidth: 0, minHeight: -1, maxWidth: 50, maxHeight: 600 });
    expect(settings).toMatchObject({ minWidth: 100, minHeight: 100, maxWidth: 2000, maxHeight: 600 });
    expect(validateViewerSettings({ ...desktop, size: 'fixed', minWidth: 0 }).minWidth).toBe(0);
  });
});
