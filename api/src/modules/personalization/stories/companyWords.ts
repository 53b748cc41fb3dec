import { companionGender, companyNames, isGrownUp, type Companion } from 'contracts/companions';
import type { Language } from 'contracts/languages';

/**
 * How a line's verb agrees with the companions it names. English: one, or more ({c:is|are}). Hindi:
 * one male, one female, the masculine plural, or the feminine plural ({c:आया|आई|आए|आईं}). A
 * grown-up is spoken of with respect, in the plural of their gender (नानी आईं, दादा आए); two together
 * take the masculine plural unless both are female.
 */
function agreement(companions: readonly Companion[], language: Language): number {
  if (language !== 'hi') return companions.length > 1 ? 1 : 0;
  const female = companions.map(
    // The pets' own grammatical genders: कुत्ता, तोता, खरगोश are masculine, बिल्ली feminine.
    (companion) => (companion.kind === 'pet' ? companion.animal === 'cat' : companionGender(companion) === 'female'),
  );
  const respected = companions.some((companion) => companion.kind === 'person' && isGrownUp(companion.ageGroup));
  const plural = companions.length > 1 || respected;
  return (plural ? 2 : 0) + (female.every(Boolean) ? 1 : 0);
}

/** What a title adds for the companions: ', with Nani and Bruno' (', साथ में नानी और ब्रूनो'); nothing without them. */
export function withCompany(companions: readonly Companion[], language: Language): string {
  const names = companyNames(companions, language);
  return names ? `${language === 'hi' ? ', साथ में ' : ', with '}${names}` : '';
}

/** A story line about the companions, for them: their names, and each verb in the form that agrees with them. */
export function companyLine(template: string, companions: readonly Companion[], language: Language): string {
  const form = agreement(companions, language);
  const names = companyNames(companions, language);
  return template
    .replace(/\{c:([^{}]+)\}/g, (_choice, forms: string) => {
      const list = forms.split('|');
      return list[Math.min(form, list.length - 1)];
    })
    .replace(/(^|[.!?]\s+)\{company\}/g, (_start, before: string) => before + names.charAt(0).toLocaleUpperCase('en') + names.slice(1))
    .replace(/\{company\}/g, names);
}
