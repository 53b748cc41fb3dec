import { useState, type ChangeEvent } from 'react';
import { companionsProblem, type Companion } from 'contracts/companions';
import {
  checkPhotoFile,
  defaultHeroLook,
  withChoice,
  errorMessage,
  errorStatus,
  failureOf,
  onUploadSent,
  PHOTO_CONSENT,
  requestKeyIssued,
  siteMessages,
  toUsageStats,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  useMessages,
  useNavigate,
  withBookRequest,
  type Failure,
  type BookOrderDraft,
  type FaceBox,
  type HeroLook,
  type PersonalPhotoResponse,
  type SkinTone,
  carriedPhoto,
  forgetCarriedPhoto,
} from 'shared-contracts';
import { defaultSkinTone, stateFromResponse, type UploadState } from './uploadRules';
import { useStartBookPreviewMutation, useUploadPersonalPhotoMutation } from '../api/creationApi';
import { creationMessages } from '../messages/creationMessages';
import { facePortrait } from './facePortrait';
import { inThousandths } from './faceShares';

/** The form a photo is sent in, with the child's details the server draws from (and the child's face, when chosen). */
function photoForm(file: File, draft: BookOrderDraft, requestUuid: string, productId: number, language: string, face?: FaceBox): FormData {
  const form = new FormData();
  if (face) form.append('face', inThousandths(face));
  form.append('photo', file, file.name || 'child_photo.jpg');
  form.append('requestUuid', requestUuid);
  form.append('firstName', draft.childFirstName);
  form.append('gender', draft.radioOptionGender);
  form.append('age', String(draft.dropdownValueAge));
  form.append('birthMonth', String(draft.dropdownValueBirthMonth ?? ''));
  form.append('bookId', String(productId));
  form.append('character', 'child');
  form.append('consent', PHOTO_CONSENT.version);
  form.append('consentLanguage', language);
  form.append('language', draft.bookLanguage ?? language);
  if (draft.secondBookLanguage) form.append('secondLanguage', draft.secondBookLanguage);
  if (draft.hindiFirstName) form.append('hindiFirstName', draft.hindiFirstName);
  return form;
}

/** The hero the server proposed, or, from a server that proposes none, the child's default in the estimated tone. */
function proposedHero(response: PersonalPhotoResponse, draft: BookOrderDraft): HeroLook | null {
  if (response.hero) return response.hero;
  const tone = defaultSkinTone(response.skinTones);
  const fallback = defaultHeroLook(draft.radioOptionGender, draft.dropdownValueAge);
  return tone ? { ...fallback, skinTone: tone as HeroLook['skinTone'] } : null;
}

/**
 * The photo step's state and actions: the file chosen and checked (here, then by the server), the
 * hero proposed from it and changed by the parent, and the preview started with it. The page only
 * draws what this holds.
 */
export function useUploadPhoto(requestUuid: string, productId: number) {
  const draft = useAppSelector((s) => s.orderDraft);
  const usage = useAppSelector((s) => s.usage);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(creationMessages);
  const site = useMessages(siteMessages);
  const { language } = useLanguage();
  const [uploadPhoto] = useUploadPersonalPhotoMutation();
  const [startBookPreview, start] = useStartBookPreviewMutation();
  const [state, setState] = useState<UploadState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [tones, setTones] = useState<SkinTone[]>([]);
  const [hero, setHero] = useState<HeroLook | null>(null);
  const [photoKept, setPhotoKept] = useState<PersonalPhotoResponse['photoKept']>(undefined);
  // Who else is in the story: none unless the parent adds them.
  const [companions, setCompanions] = useState<Companion[]>([]);
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  // A group photo: its faces, for the parent to say which is the child's, and the file to send again.
  const [faces, setFaces] = useState<FaceBox[]>([]);
  const [sentFile, setSentFile] = useState<File | null>(null);
  const [startError, setStartError] = useState<Failure | null>(null);

  // A photo brought from the quick preview, sent once the parent agrees to its use for the book.
  const [carried, setCarried] = useState<File | null>(carriedPhoto);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    forgetCarriedPhoto();
    setCarried(null);
    void sendPhoto(file, () => (event.target.value = ''));
  };

  const sendCarriedPhoto = () => {
    if (!carried) return;
    forgetCarriedPhoto();
    setCarried(null);
    void sendPhoto(carried, () => undefined);
  };

  /**
   * Checks the photo here, then sends it for the server's check; `clearInput` empties the file field
   * of a refused one. With `face`, the same photo goes again with the child's face chosen in it.
   */
  const sendPhoto = async (file: File, clearInput: () => void, face?: FaceBox) => {
    setTones([]);
    setHero(null);
    setStartError(null);
    setReason(undefined);
    setFaces([]);
    if (thumbnail && !face) URL.revokeObjectURL(thumbnail);
    if (!face) setThumbnail(null);
    const refusal = checkPhotoFile(file);
    if (refusal) {
      clearInput();
      setState('error');
      setMessage(site(refusal.message));
      setReason(refusal.reason && site(refusal.reason));
      return;
    }
    if (!face) setThumbnail(URL.createObjectURL(file));
    setSentFile(file);
    setState('uploading');
    setMessage(null);
    // Once the photo has left the browser, the server is checking it: the page says so.
    const stopListening = onUploadSent('/personalphotos/', () => setState('processing'));
    const result = await uploadPhoto(photoForm(file, draft, requestUuid, productId, language, face));
    stopListening();
    if ('error' in result) {
      setState('error');
      setMessage(
        errorStatus(result.error) === 413 ? site('photo.rejectedAsTooLarge') : errorMessage(result.error, t('uploadPhoto.failed')),
      );
      return;
    }
    // The server issues the request's secret with a photo it kept; later calls prove the request is ours with it.
    if (result.data.requestKey) dispatch(requestKeyIssued(result.data.requestKey));
    setState(stateFromResponse(result.data));
    setMessage(result.data.message);
    setTones(result.data.skinTones);
    setHero(proposedHero(result.data, draft));
    setPhotoKept(result.data.photoKept);
    setFaces(result.data.faces ?? []);
    // The chosen child is shown alone beside the drawn hero, not the whole group.
    if (face && result.data.hero) {
      const portrait = await facePortrait(file, face);
      if (portrait)
        setThumbnail((group) => {
          if (group) URL.revokeObjectURL(group);
          return portrait;
        });
    }
    trackEvent('photo_uploaded', { status: result.data.status });
  };

  const chooseFace = (face: FaceBox) => {
    if (sentFile) void sendPhoto(sentFile, () => undefined, face);
  };

  const choose = <K extends keyof HeroLook>(key: K, value: HeroLook[K]) => {
    if (!hero) return;
    if (key === 'skinTone') {
      const suggested = defaultSkinTone(tones);
      if (value !== suggested) trackEvent('skin_tone_overridden', { suggested, chosen: value });
    } else {
      // Which attribute was changed, not to what: the look of a child is theirs.
      trackEvent('hero_changed', { attribute: key });
    }
    setHero(withChoice(hero, key, value));
  };

  const generate = async () => {
    setStartError(null);
    const result = await startBookPreview({
      requestUuid,
      bookId: productId,
      gender: draft.radioOptionGender,
      age: draft.dropdownValueAge,
      usageStats: toUsageStats(usage),
      ...(hero ? { skinTone: hero.skinTone, hero } : {}),
      companions,
    });
    if ('error' in result) {
      setStartError(failureOf(result.error, t('uploadPhoto.startFailed')));
      return;
    }
    trackEvent('book_preview_started', { product_id: productId, companions: companions.length });
    navigate('/preview-book', withBookRequest(requestUuid));
  };

  return {
    childFirstName: draft.childFirstName,
    state,
    busy: state === 'uploading' || state === 'processing',
    message,
    reason,
    tones,
    tone: hero?.skinTone ?? null,
    hero,
    /** How long the server keeps the photo, said beside the hero it was drawn from. */
    photoKept,
    companions,
    setCompanions,
    /** Whether every companion can be drawn and printed as chosen (a name still to type). */
    companionsReady: companionsProblem(companions) === null,
    bookLanguage: draft.bookLanguage ?? language,
    thumbnail,
    faces,
    chooseFace,
    startError,
    starting: start.isLoading,
    choosePhoto,
    carried,
    sendCarriedPhoto,
    choose,
    generate,
  };
}
