import { childFirstNameProblem, cutToVisibleLength, visibleLength } from './childFirstName';

describe("the child's first name", () => {
  it('counts characters as they are seen: conjuncts and vowel signs belong to their letter', () => {
    expect(visibleLength('अनुष्का')).toBe(3);
    expect(visibleLength('क्षितिज')).toBe(3);
    expect(visibleLength('Aarav')).toBe(5);
    expect(visibleLength('Zoe\u0308')).toBe(3);
  });

  it('allows 16 visible characters and refuses 17, in Latin and in Devanagari', () => {
    expect(childFirstNameProblem('A'.repeat(16))).toBeNull();
    expect(childFirstNameProblem('A'.repeat(17))).toBe('tooLong');
    // 16 conjuncts are 64 code points, far over 16, and still a name of 16 characters.
    expect(childFirstNameProblem('क्षि'.repeat(16))).toBeNull();
    expect(childFirstNameProblem('क्षि'.repeat(17))).toBe('tooLong');
  });

  it('requires a name, not only spaces, and does not count the spaces around it', () => {
    expect(childFirstNameProblem('')).toBe('required');
    expect(childFirstNameProblem('   ')).toBe('required');
    expect(childFirstNameProblem(`  ${'A'.repeat(16)}  `)).toBeNull();
  });

  it('cuts a name after whole characters only', () => {
    expect(cutToVisibleLength('अनुष्का', 2)).toBe('अनु');
    expect(cutToVisibleLength('Aarav', 16)).toBe('Aarav');
  });
});
