import { Value } from '@sinclair/typebox/value';
import { Companions } from '../schemas/companion';
import {
  AGE_GROUPS,
  CLOTHING_FOR,
  companionGender,
  companionsProblem,
  keptCompanions,
  newPerson,
  newPet,
  PET_ANIMALS,
  RELATIONS,
  type Companion,
  type PersonCompanion,
} from './companions';

const nani = (): PersonCompanion => newPerson('nani', 'en');
const dada = (): PersonCompanion => newPerson('dada', 'hi');
const bruno = (): Companion => ({ ...newPet('dog'), name: 'Bruno' });

describe('companions', () => {
  it('start from the family word in the language, drawable, and valid by the schema', () => {
    expect(nani()).toMatchObject({ name: 'Nani', ageGroup: 'elder', look: { hairColour: 'grey', clothing: 'saree', bindi: true } });
    expect(dada()).toMatchObject({ name: 'दादा', ageGroup: 'elder', look: { clothing: 'kurta', bindi: false } });
    for (const relation of RELATIONS) {
      const person = { ...newPerson(relation, 'en', 'male'), name: 'Chintu' };
      expect(companionsProblem([person])).toBeNull();
      expect(Value.Check(Companions, [person])).toBe(true);
    }
    for (const animal of PET_ANIMALS) expect(Value.Check(Companions, [{ ...newPet(animal), name: 'Moti' }])).toBe(true);
  });

  it('take a gender from the relation, and need one said for a sibling, cousin or friend', () => {
    expect(companionGender(nani())).toBe('female');
    expect(companionGender({ relation: 'nani', gender: 'male' })).toBe('female');
    const { gender: _gender, ...unsaid } = { ...newPerson('sibling', 'en'), name: 'Riya' };
    expect(companionsProblem([unsaid])).toEqual({ problem: 'genderNeeded', index: 0 });
  });

  it('refuse more than two, and say which one cannot be drawn', () => {
    expect(companionsProblem([nani(), dada(), bruno()])).toEqual({ problem: 'tooMany' });
    expect(companionsProblem([bruno(), { ...nani(), name: '   ' }])).toEqual({ problem: 'required', index: 1 });
    expect(companionsProblem([{ ...nani(), name: 'N'.repeat(17) }])).toEqual({ problem: 'tooLong', index: 0 });
    expect(companionsProblem([{ ...bruno(), name: 'Bru\u202eno' }])).toEqual({ problem: 'hidden', index: 0 });
  });

  it('keep a beard to grown men, grey hair to grown-ups, clothes to their age, and tied hair to long enough hair', () => {
    const child = { ...newPerson('sibling', 'en', 'male'), name: 'Aarav' };
    expect(companionsProblem([{ ...child, look: { ...child.look, facialHair: 'beard' } }])?.problem).toBe('beardGrownMenOnly');
    expect(companionsProblem([{ ...nani(), look: { ...nani().look, facialHair: 'moustache' } }])?.problem).toBe('beardGrownMenOnly');
    expect(companionsProblem([{ ...dada(), look: { ...dada().look, facialHair: 'beard' } }])).toBeNull();
    expect(companionsProblem([{ ...child, look: { ...child.look, hairColour: 'white' } }])?.problem).toBe('greyHairGrownUpsOnly');
    expect(companionsProblem([{ ...child, look: { ...child.look, clothing: 'saree' } }])?.problem).toBe('clothingNotForAge');
    expect(companionsProblem([{ ...nani(), ageGroup: 'baby' }])?.problem).toBe('ageNotForRelation');
    expect(companionsProblem([{ ...nani(), look: { ...nani().look, hairLength: 'cropped' } }])?.problem).toBe('tooShortToTie');
    for (const age of AGE_GROUPS) expect(CLOTHING_FOR[age].length).toBeGreaterThan(0);
  });

  it('refuse by the schema an unknown relation, animal, coat or attribute', () => {
    expect(Value.Check(Companions, [{ ...nani(), relation: 'aunt' }])).toBe(false);
    expect(Value.Check(Companions, [{ ...bruno(), animal: 'horse' }])).toBe(false);
    expect(Value.Check(Companions, [{ ...bruno(), coat: 'ginger' }])).toBe(false);
    expect(Value.Check(Companions, [{ ...nani(), look: { ...nani().look, clothing: 'gown' } }])).toBe(false);
    expect(Value.Check(Companions, [{ ...nani(), look: { ...nani().look, wings: true } }])).toBe(false);
  });

  it('are kept trimmed, composed and written alike however they were sent', () => {
    expect(keptCompanions([{ ...bruno(), name: '  Zoe\u0308 ' }])[0].name).toBe('Zoë');
    const { look, ...rest } = nani();
    const reordered = { look: Object.fromEntries(Object.entries(look).reverse()), ...rest } as Companion;
    expect(JSON.stringify(keptCompanions([reordered]))).toBe(JSON.stringify(keptCompanions([nani()])));
  });
});
