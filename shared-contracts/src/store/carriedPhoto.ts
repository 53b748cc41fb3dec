/**
 * A photo chosen on one screen and taken up by another (the quick preview's, by the book's photo step),
 * so the parent does not choose it twice. Kept in memory only: a child's photo is never written to the
 * browser's storage, and a reload forgets it.
 */
let carried: File | null = null;

export function carryPhoto(photo: File): void {
  carried = photo;
}

/** The photo carried here, if any. */
export function carriedPhoto(): File | null {
  return carried;
}

/** Forgets the carried photo, once it is sent or another one is chosen. */
export function forgetCarriedPhoto(): void {
  carried = null;
}
