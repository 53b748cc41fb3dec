import {
  childDetailsEntered,
  createRequestId,
  editionCode,
  editionLanguages,
  keptChildFirstName,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  useNavigate,
} from 'shared-contracts';
import { ageForStory, ageOptions, asksHindiName, type BookDetailsValues } from './bookDetailsRules';
import { useGetProductQuery } from '../api/creationApi';

/**
 * The child's details step: the chosen story (for its ages), the form's first values from the draft,
 * and the submit that starts a new book request and moves on to the photo.
 */
export function useBookDetails(productId: number) {
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const product = useGetProductQuery({ productId, language });
  const story = product.data?.product;
  const initialValues: BookDetailsValues = {
    childFirstName: draft.childFirstName,
    radioOptionGender: draft.radioOptionGender,
    dropdownValueAge: String(story ? ageForStory(draft.dropdownValueAge, story.minAge, story.maxAge) : draft.dropdownValueAge),
    dropdownValueBirthMonth: draft.dropdownValueBirthMonth ? String(draft.dropdownValueBirthMonth) : '',
    edition: editionCode(draft.bookLanguage ?? language, draft.secondBookLanguage),
    hindiFirstName: draft.hindiFirstName,
  };

  const submit = (values: BookDetailsValues) => {
    const { language: bookLanguage, secondLanguage: secondBookLanguage } = editionLanguages(values.edition);
    dispatch(
      childDetailsEntered({
        childFirstName: keptChildFirstName(values.childFirstName),
        radioOptionGender: values.radioOptionGender || 'Boy',
        dropdownValueAge: Number(values.dropdownValueAge),
        dropdownValueBirthMonth: Number(values.dropdownValueBirthMonth),
        bookLanguage,
        secondBookLanguage,
        // Kept only where it is asked for: a name already in Devanagari is its own Hindi spelling.
        hindiFirstName: asksHindiName(values) ? keptChildFirstName(values.hindiFirstName) : '',
        requestUuid: createRequestId(),
      }),
    );
    navigate('/upload-book-photo');
  };

  return {
    story,
    ages: story ? ageOptions(story.minAge, story.maxAge) : [],
    loading: product.isLoading,
    failed: product.isError,
    initialValues,
    submit,
  };
}
