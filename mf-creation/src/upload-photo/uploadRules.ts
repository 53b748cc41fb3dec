import type { PersonalPhotoResponse, SkinTone } from 'shared-contracts';

/** The photo upload's states (docs/product.md#photo); the server's answer sets the final one. */
export type UploadState = 'idle' | 'uploading' | 'processing' | 'success' | 'warning' | 'error';

export function stateFromResponse(response: PersonalPhotoResponse): UploadState {
  return response.status === 'ok' ? 'success' : response.status;
}

/** The tone picked first: the one the server marked as chosen. */
export function defaultSkinTone(tones: readonly SkinTone[]): string | null {
  return tones.find((tone) => tone.chosen)?.skinTone ?? null;
}

/** 'Click to generate preview' is enabled in success or warning, and once a tone is picked when tones were offered. */
export function canGeneratePreview(state: UploadState, tones: readonly SkinTone[], chosenTone: string | null): boolean {
  if (state !== 'success' && state !== 'warning') return false;
  return tones.length === 0 || tones.some((tone) => tone.skinTone === chosenTone);
}
