import { companionProblem, newPerson, type PersonCompanion } from 'contracts/companions';
import { drawable, withAge, withGender, withLook } from './companionEdits';

const named = (person: PersonCompanion) => ({ ...person, name: 'Someone' });

describe('a companion changed in the picker', () => {
  it('stays drawable whatever is chosen', () => {
    const dada = named(newPerson('dada', 'en'));
    const bearded = withLook(dada, 'facialHair', 'beard');
    expect(bearded.look.facialHair).toBe('beard');
    // A child cannot keep a beard or white hair, nor wear a saree; cropped hair cannot stay tied.
    const brother = named(newPerson('sibling', 'en', 'male'));
    expect(withLook(brother, 'facialHair', 'beard').look.facialHair).toBe('none');
    expect(withLook(brother, 'hairColour', 'white').look.hairColour).toBe('black');
    expect(withLook(brother, 'clothing', 'saree').look.clothing).not.toBe('saree');
    const nani = named(newPerson('nani', 'en'));
    expect(withLook(nani, 'hairLength', 'cropped').look.hairStyle).toBe('loose');
    for (const person of [bearded, withLook(brother, 'facialHair', 'beard'), withLook(nani, 'hairLength', 'cropped')]) {
      expect(companionProblem(person)).toBeNull();
    }
  });

  it('takes the usual look of a new age or gender, keeping the skin', () => {
    const sister = named({ ...newPerson('sibling', 'en', 'female'), look: { ...newPerson('sibling', 'en').look, skinTone: 'Deep' } });
    const baby = withAge(sister, 'baby');
    expect(baby).toMatchObject({ ageGroup: 'baby', look: { clothing: 'romper', skinTone: 'Deep' } });
    const brother = withGender(baby, 'male');
    expect(brother).toMatchObject({ gender: 'male', ageGroup: 'baby', look: { skinTone: 'Deep', bindi: false } });
    // An age the relation is never drawn at falls back to its usual one.
    expect(drawable({ ...named(newPerson('nani', 'en')), ageGroup: 'baby' }).ageGroup).toBe('elder');
  });
});
