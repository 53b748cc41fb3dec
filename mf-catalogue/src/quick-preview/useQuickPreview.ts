import { useReducer, useRef, useState, type ChangeEvent } from 'react';
import {
  carryPhoto,
  checkPhotoFile,
  failureOf,
  errorStatus,
  getOrCreateSessionId,
  PHOTO_CONSENT,
  quickPreviewCounted,
  quickPreviewTaken,
  siteMessages,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  useMessages,
  useNavigate,
} from 'shared-contracts';
import { initialQuickPreview, quickPreviewReducer } from './quickPreviewState';
import { useCheckAbuseMutation, useCreateQuickPreviewMutation } from '../api/catalogueApi';
import { catalogueMessages } from '../messages/catalogueMessages';

/**
 * The quick preview's logic (docs/product.md#quick-preview): the photo chosen or refused, the
 * pictures asked for (after the abuse check), and the book made from them with nothing typed twice.
 */
export function useQuickPreview() {
  const t = useMessages(catalogueMessages);
  const site = useMessages(siteMessages);
  const { language } = useLanguage();
  const [state, send] = useReducer(quickPreviewReducer, initialQuickPreview);
  const usage = useAppSelector((s) => s.usage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createQuickPreview] = useCreateQuickPreviewMutation();
  const [checkAbuse] = useCheckAbuseMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  // A parent or guardian agrees to how the photo is used before it is sent.
  const [consented, setConsented] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refusal = checkPhotoFile(file);
    if (refusal) {
      event.target.value = '';
      send({ type: 'photoRefused', failure: { message: site(refusal.message), reason: refusal.reason && site(refusal.reason) } });
      return;
    }
    send({ type: 'photoChosen', file });
  };

  const clear = () => {
    if (fileInput.current) fileInput.current.value = '';
    send({ type: 'cleared' });
  };

  const generate = async () => {
    if (!state.file) return;
    send({ type: 'generationStarted' });
    const usageStats = toUsageStats(usage);
    const abuse = await checkAbuse({ sessionId: getOrCreateSessionId().id, usageStats });
    if ('data' in abuse && abuse.data?.isAbusing) {
      send({ type: 'generationFailed', failure: { message: t('quickPreview.tooMany') } });
      return;
    }
    const form = new FormData();
    form.append('photo', state.file, state.file.name || 'child_photo.jpg');
    form.append('gender', state.gender);
    form.append('age', String(state.age));
    form.append('usageStats', JSON.stringify(usageStats));
    form.append('consent', PHOTO_CONSENT.version);
    form.append('consentLanguage', language);
    const result = await createQuickPreview(form);
    if ('error' in result) {
      // A photo too large has its own message (docs/product.md#messages); any other failure the fixed one.
      const failure =
        errorStatus(result.error) === 413
          ? { message: site('photo.rejectedAsTooLarge') }
          : failureOf(result.error, t('quickPreview.failed'));
      send({ type: 'generationFailed', failure });
      return;
    }
    if (result.data.status === 'error') {
      send({ type: 'generationFailed', failure: { message: result.data.message || t('quickPreview.failed') } });
      return;
    }
    send({ type: 'generationAnswered', response: result.data });
    dispatch(quickPreviewCounted());
    trackEvent('quick_preview_generated', { status: result.data.status, images: result.data.imageFileUrl.length });
  };

  // The book of the story just drawn, with this photo, gender and age: nothing is chosen or typed twice.
  const makeBook = () => {
    if (!state.file || state.productId === null) return;
    carryPhoto(state.file);
    dispatch(quickPreviewTaken({ productId: state.productId, gender: state.gender, age: state.age }));
    trackEvent('quick_preview_to_book', { book_id: state.productId });
    navigate('/provide-book-details');
  };

  return { state, send, fileInput, consented, setConsented, choose, clear, generate, makeBook };
}
