import { DEFAULTS, type Failure, type Gender, type QuickPreviewResponse } from 'shared-contracts';

/** The quick preview's state machine (docs/product.md#quick-preview): no photo -> photo chosen -> generating -> result or error. */
export type QuickPreviewPhase = 'empty' | 'ready' | 'generating' | 'result' | 'error';

export interface QuickPreviewState {
  phase: QuickPreviewPhase;
  file: File | null;
  fileName: string;
  gender: Gender;
  age: number;
  /** Danger alert: a refused file, an error status or a failed call. */
  error: Failure | null;
  /** Warning alert above the images. */
  warning: string | null;
  images: string[];
  /** The story the pictures are from, to make its book from here. */
  productId: number | null;
}

export const initialQuickPreview: QuickPreviewState = {
  phase: 'empty',
  file: null,
  fileName: '',
  gender: DEFAULTS.gender,
  age: DEFAULTS.quickPreviewAge,
  error: null,
  warning: null,
  images: [],
  productId: null,
};

export type QuickPreviewAction =
  | { type: 'photoChosen'; file: File }
  | { type: 'photoRefused'; failure: Failure }
  | { type: 'cleared' }
  | { type: 'genderChanged'; gender: Gender }
  | { type: 'ageChanged'; age: number }
  | { type: 'generationStarted' }
  /** An answer with pictures (ok or warning); an error status is a failure. */
  | { type: 'generationAnswered'; response: QuickPreviewResponse }
  | { type: 'generationFailed'; failure: Failure };

export function quickPreviewReducer(state: QuickPreviewState, action: QuickPreviewAction): QuickPreviewState {
  switch (action.type) {
    case 'photoChosen':
      return { ...state, phase: 'ready', file: action.file, fileName: action.file.name, error: null, warning: null, images: [] };
    case 'photoRefused':
      // No file is kept: the details and the button go away with it.
      return { ...state, phase: 'error', file: null, fileName: '', error: action.failure, warning: null, images: [] };
    case 'cleared':
      return { ...initialQuickPreview, gender: state.gender, age: state.age };
    case 'genderChanged':
      return { ...state, gender: action.gender };
    case 'ageChanged':
      return { ...state, age: action.age };
    case 'generationStarted':
      return state.file ? { ...state, phase: 'generating', error: null, warning: null, images: [] } : state;
    case 'generationAnswered': {
      const { status, message, imageFileUrl, productId = null } = action.response;
      return { ...state, phase: 'result', warning: status === 'warning' ? message : null, images: imageFileUrl, productId };
    }
    case 'generationFailed':
      return { ...state, phase: 'error', error: action.failure, images: [] };
  }
}
