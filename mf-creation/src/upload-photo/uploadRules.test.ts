import type { SkinTone } from 'shared-contracts';
import { canGeneratePreview, defaultSkinTone, stateFromResponse } from './uploadRules';

const tones: SkinTone[] = [
  { skinTone: 'Light', hexColor: '#f1c9a5', chosen: false },
  { skinTone: 'Medium', hexColor: '#c68642', chosen: true },
];

describe('photo upload rules', () => {
  it("sets the state from the server's status", () => {
    expect(
      stateFromResponse({ status: 'ok', message: '', skinTones: [], requestUuid: '22112026-00000000-0000-4000-8000-000000000000' }),
    ).toBe('success');
    expect(
      stateFromResponse({ status: 'warning', message: '', skinTones: [], requestUuid: '22112026-00000000-0000-4000-8000-000000000000' }),
    ).toBe('warning');
    expect(
      stateFromResponse({ status: 'error', message: '', skinTones: [], requestUuid: '22112026-00000000-0000-4000-8000-000000000000' }),
    ).toBe('error');
  });

  it('defaults to the tone the server chose', () => {
    expect(defaultSkinTone(tones)).toBe('Medium');
    expect(defaultSkinTone([])).toBeNull();
  });

  it('enables the button only in success or warning', () => {
    for (const state of ['idle', 'uploading', 'processing', 'error'] as const) expect(canGeneratePreview(state, [], null)).toBe(false);
    expect(canGeneratePreview('success', [], null)).toBe(true);
    expect(canGeneratePreview('warning', [], null)).toBe(true);
  });

  it('needs one of the offered tones picked when tones were offered', () => {
    expect(canGeneratePreview('success', tones, null)).toBe(false);
    expect(canGeneratePreview('success', tones, 'Purple')).toBe(false);
    expect(canGeneratePreview('success', tones, 'Light')).toBe(true);
  });
});
