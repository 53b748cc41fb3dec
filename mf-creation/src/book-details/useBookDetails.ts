import {
  childDetailsEntered,
  createRequestId,
  keptChildFirstName,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  useNavigate,
} from 'shared-contracts';
import { ageForStory, ageOptions, type BookDetailsValues } from './bookDetailsRules';
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
    bookLanguage: draft.bookLanguage ?? language,
  };

  const submit = (values: BookDetailsValues) => {
    dispatch(
      childDetailsEntered({
        childFirstName: keptChildFirstName(values.childFirstName),
        radioOptionGender: values.radioOptionGender || 'Boy',
        dropdownValueAge: Number(values.dropdownValueAge),
        dropdownValueBirthMonth: Number(values.dropdownValueBirthMonth),
        bookLanguage: values.bookLanguage,
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
