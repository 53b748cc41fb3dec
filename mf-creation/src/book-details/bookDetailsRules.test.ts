import { ageForStory, ageOptions, BOOK_DETAILS_MESSAGES, validateBookDetails, type BookDetailsValues } from './bookDetailsRules';

const valid: BookDetailsValues = {
  childFirstName: 'Aarav',
  radioOptionGender: 'Boy',
  dropdownValueAge: '6',
  dropdownValueBirthMonth: '4',
  edition: 'en',
  hindiFirstName: '',
};

describe('child details rules', () => {
  it('accepts complete details', () => {
    expect(validateBookDetails(valid)).toEqual({});
  });

  it('requires a first name, not only spaces', () => {
    expect(validateBookDetails({ ...valid, childFirstName: '' }).childFirstName).toBe(BOOK_DETAILS_MESSAGES.nameRequired);
    expect(validateBookDetails({ ...valid, childFirstName: '   ' }).childFirstName).toBe(BOOK_DETAILS_MESSAGES.nameRequired);
  });

  it('refuses hidden characters, letters the book cannot print and stacked marks, as the server does', () => {
    const nameError = (childFirstName: string) => validateBookDetails({ ...valid, childFirstName }).childFirstName;
    expect(nameError('Aa\u200Brav')).toBe('typedText.hidden');
    expect(nameError('李娜')).toBe('typedText.unprintable');
    expect(nameError(`x${'\u0301'.repeat(5)}`)).toBe('typedText.tooManyMarks');
    expect(nameError('Zoë')).toBeUndefined();
  });

  it('allows 16 characters and refuses 17', () => {
    expect(validateBookDetails({ ...valid, childFirstName: 'A'.repeat(16) })).toEqual({});
    expect(validateBookDetails({ ...valid, childFirstName: 'A'.repeat(17) }).childFirstName).toBe(BOOK_DETAILS_MESSAGES.nameTooLong);
  });

  it('counts a Devanagari name as it is seen: 16 conjuncts are 16 characters', () => {
    expect(validateBookDetails({ ...valid, childFirstName: 'अनुष्का' })).toEqual({});
    expect(validateBookDetails({ ...valid, childFirstName: 'क्षि'.repeat(16) })).toEqual({});
    expect(validateBookDetails({ ...valid, childFirstName: 'क्षि'.repeat(17) }).childFirstName).toBe(BOOK_DETAILS_MESSAGES.nameTooLong);
  });

  it('asks a book with Hindi words for the name in Devanagari, unless it is typed in Devanagari', () => {
    const hindiError = (values: Partial<BookDetailsValues>) => validateBookDetails({ ...valid, ...values }).hindiFirstName;
    expect(hindiError({ edition: 'en' })).toBeUndefined();
    expect(hindiError({ edition: 'en+hi' })).toBe(BOOK_DETAILS_MESSAGES.hindiNameRequired);
    expect(hindiError({ edition: 'hi', hindiFirstName: 'Aarav' })).toBe(BOOK_DETAILS_MESSAGES.hindiNameNotDevanagari);
    expect(hindiError({ edition: 'hi+en', hindiFirstName: 'आरव' })).toBeUndefined();
    expect(hindiError({ edition: 'hi+en', childFirstName: 'आरव' })).toBeUndefined();
  });

  it('requires gender, age and birth month', () => {
    const errors = validateBookDetails({
      ...valid,
      childFirstName: 'Ira',
      radioOptionGender: '',
      dropdownValueAge: '',
      dropdownValueBirthMonth: '',
    });
    expect(errors).toEqual({
      radioOptionGender: BOOK_DETAILS_MESSAGES.genderRequired,
      dropdownValueAge: BOOK_DETAILS_MESSAGES.ageRequired,
      dropdownValueBirthMonth: BOOK_DETAILS_MESSAGES.birthMonthRequired,
    });
    expect(validateBookDetails({ ...valid, dropdownValueBirthMonth: '13' }).dropdownValueBirthMonth).toBe(
      BOOK_DETAILS_MESSAGES.birthMonthRequired,
    );
  });

  it("offers ages from the product's minimum to maximum", () => {
    expect(ageOptions(1, 3)).toEqual([1, 2, 3]);
    expect(ageOptions(3, 8)).toHaveLength(6);
  });
});

describe('the age offered for a story', () => {
  it('keeps an allowed age, else offers 6, else the nearest allowed age', () => {
    expect(ageForStory(4, 3, 8)).toBe(4);
    expect(ageForStory(10, 3, 8)).toBe(6);
    expect(ageForStory(4, 7, 10)).toBe(7);
    expect(ageForStory(12, 1, 4)).toBe(4);
  });
});
