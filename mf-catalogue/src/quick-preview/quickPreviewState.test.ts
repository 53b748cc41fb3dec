import { initialQuickPreview, quickPreviewReducer, type QuickPreviewState } from './quickPreviewState';

const photo = new File(['x'], 'kid.jpg', { type: 'image/jpeg' });
const chosen = quickPreviewReducer(initialQuickPreview, { type: 'photoChosen', file: photo });

describe('quick preview states', () => {
  it('starts empty with the defaults Boy and 5', () => {
    expect(initialQuickPreview).toMatchObject({ phase: 'empty', gender: 'Boy', age: 5 });
  });

  it('shows the details once a photo is chosen, and generates only with a photo', () => {
    expect(chosen).toMatchObject({ phase: 'ready', fileName: 'kid.jpg' });
    expect(quickPreviewReducer(initialQuickPreview, { type: 'generationStarted' })).toBe(initialQuickPreview);
    expect(quickPreviewReducer(chosen, { type: 'generationStarted' }).phase).toBe('generating');
  });

  it('keeps no file when a photo is refused', () => {
    const refused = quickPreviewReducer(chosen, { type: 'photoRefused', failure: { message: 'too big' } });
    expect(refused).toMatchObject({ phase: 'error', file: null, fileName: '', error: { message: 'too big' } });
  });

  it('shows the images, with the warning above them for a warning status', () => {
    const generating = quickPreviewReducer(chosen, { type: 'generationStarted' });
    const ok = quickPreviewReducer(generating, {
      type: 'generationAnswered',
      response: { status: 'ok', message: '', imageFileUrl: ['/a', '/b'] },
    });
    expect(ok).toMatchObject({ phase: 'result', images: ['/a', '/b'], warning: null });
    const warned = quickPreviewReducer(generating, {
      type: 'generationAnswered',
      response: { status: 'warning', message: 'Face is small', imageFileUrl: ['/a'] },
    });
    expect(warned).toMatchObject({ phase: 'result', warning: 'Face is small' });
  });

  it('shows a failure in place of the pictures', () => {
    const generating = quickPreviewReducer(chosen, { type: 'generationStarted' });
    expect(quickPreviewReducer(generating, { type: 'generationFailed', failure: { message: 'down' } })).toMatchObject({
      phase: 'error',
      error: { message: 'down' },
      images: [],
    });
  });

  it('× removes the photo, the result and the file name, keeping the chosen details', () => {
    const detailed: QuickPreviewState = { ...chosen, gender: 'Girl', age: 7, phase: 'result', images: ['/a'] };
    expect(quickPreviewReducer(detailed, { type: 'cleared' })).toEqual({ ...initialQuickPreview, gender: 'Girl', age: 7 });
  });
});
