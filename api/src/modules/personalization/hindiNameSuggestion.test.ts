import { suggestedHindiName } from './hindiNameSuggestion.js';

describe("a child's name suggested in Devanagari", () => {
  it('spells a name typed in English letters as Hindi writes it, long vowels and all, without a final virama', () => {
    expect(['Ananya', 'Meera', 'Aarav', 'Vihaan', 'Saanvi', 'Arjun', 'Diya', 'Ishaan', 'Aditya'].map(suggestedHindiName)).toEqual([
      'अनन्या',
      'मीरा',
      'आरव',
      'विहान',
      'सान्वी',
      'अर्जुन',
      'दिया',
      'इशान',
      'अदित्या',
    ]);
    expect(suggestedHindiName('Om Veer')).toBe('ओम वीर');
  });

  it('keeps a name already in Devanagari, and suggests nothing for another script', () => {
    expect(suggestedHindiName(' कबीर ')).toBe('कबीर');
    expect(suggestedHindiName('Zoë')).toBe('');
    expect(suggestedHindiName('كبير')).toBe('');
  });
});
