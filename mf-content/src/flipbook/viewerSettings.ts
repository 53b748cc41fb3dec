/** The page-turning viewer's settings (docs/product.md#flipbooks), checked before they reach the viewer. */
export interface ViewerSettings {
  startPage: number;
  size: 'fixed' | 'stretch';
  width: number;
  height: number;
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
  drawShadow: boolean;
  maxShadowOpacity: number;
  flippingTime: number;
  usePortrait: boolean;
  showCover: boolean;
  swipeDistance: number;
  showPageCorners: boolean;
  disableFlipByClick: boolean;
}

export const VIEWER_MESSAGES = {
  size: 'Invalid size type. Available only "fixed" and "stretch" value',
  dimensions: 'Invalid width or height',
  flippingTime: 'Invalid flipping time',
} as const;

/** At this window width or less the book shows one page at a time, smaller. */
export const PORTRAIT_BREAKPOINT = 768;

/** Checks the settings and fills the stretch mode's limits: minimums 100 when not positive, maximums 2000 when below them. */
export function validateViewerSettings(settings: ViewerSettings): ViewerSettings {
  if (settings.size !== 'fixed' && settings.size !== 'stretch') throw new Error(VIEWER_MESSAGES.size);
  if (!(settings.width > 0) || !(settings.height > 0)) throw new Error(VIEWER_MESSAGES.dimensions);
  if (!(settings.flippingTime > 0)) throw new Error(VIEWER_MESSAGES.flippingTime);
  if (settings.size !== 'stretch') return settings;
  const minWidth = settings.minWidth > 0 ? settings.minWidth : 100;
  const minHeight = settings.minHeight > 0 ? settings.minHeight : 100;
  return {
    ...settings,
    minWidth,
    minHeight,
    maxWidth: settings.maxWidth < minWidth ? 2000 : settings.maxWidth,
    maxHeight: settings.maxHeight < minHeight ? 2000 : settings.maxHeight,
  };
}

/**
 * The settings for this window: 700 x 500 on a desktop; on a phone, one page as wide as the window less 20
 * and 450 high. A printed book's pages (`pageAspect`, their width over their height) keep its proportions:
 * 500 high on a desktop, as wide as the window less 20 on a phone.
 */
export function viewerSettingsFor(windowWidth: number, pageAspect: number | null = null): ViewerSettings {
  const phone = windowWidth <= PORTRAIT_BREAKPOINT;
  const width = phone ? windowWidth - 20 : pageAspect ? Math.round(500 * pageAspect) : 700;
  const height = phone && pageAspect ? Math.round(width / pageAspect) : phone ? 450 : 500;
  return validateViewerSettings({
    startPage: 0,
    size: 'stretch',
    width,
    height,
    // On a phone the minimum is the page itself: a window narrower than two pages shows one.
    minWidth: phone ? width : 0,
    maxWidth: width,
    minHeight: phone ? height : 0,
    maxHeight: height,
    drawShadow: true,
    maxShadowOpacity: 0.2,
    flippingTime: 800,
    usePortrait: true,
    showCover: false,
    swipeDistance: 30,
    showPageCorners: true,
    disableFlipByClick: false,
  });
}
