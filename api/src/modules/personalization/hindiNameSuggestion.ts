import Sanscript, { type Options } from '@indic-transliteration/sanscript';
import { isDevanagariName } from 'contracts/child-name';

/** Sanscript's `t`: its type declarations leave it out of the namespace's exports (1.3.3), the package has it. */
const sanscript = Sanscript as unknown as { t(data: string, from: string, to: string, options?: Options): string };
const transliterate = (data: string) => sanscript.t(data, 'itrans', 'devanagari', { syncope: true });

/**
 * A name as an Indian parent types it in English letters, nudged to ITRANS (the scheme Sanscript reads):
 * a doubled vowel is a long one (Meera, Pooja, Aarav), a name's last a or i is usually long (Ananya, Saanvi),
 * and w is v.
 */
const asItrans = (name: string) =>
  name.toLowerCase().replace(/ee/g, 'I').replace(/oo/g, 'U').replace(/aa/g, 'A').replace(/w/g, 'v').replace(/a$/, 'A').replace(/i$/, 'I');

/**
 * A Devanagari spelling to suggest for a child's name typed in English letters, by Sanscript with schwa
 * deletion (Kabir, कबिर; Ananya, अनन्या): the parent corrects it where the family spells it otherwise.
 * A name already in Devanagari is itself; one in another script has no suggestion ('').
 */
export function suggestedHindiName(name: string): string {
  const trimmed = name.trim();
  if (isDevanagariName(trimmed)) return trimmed;
  if (!/^[A-Za-z][A-Za-z '-]*$/.test(trimmed)) return '';
  return trimmed
    .split(/[\s-]+/)
    .map((part) => transliterate(asItrans(part.replace(/'/g, ''))))
    .join(' ');
}
