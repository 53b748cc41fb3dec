/** The hours after payment in which a book may still change (REVIEW_WINDOW_HOURS); then it goes to print. */
export interface ReviewWindow {
  hours: number;
  /** How many times its names may change meanwhile (REVIEW_REDRAWS): each draws the whole book again. */
  redraws: number;
}

const HOUR_MS = 3_600_000;

/** When the review window of an order paid at `paidAt` ends. */
export const reviewEnds = (window: ReviewWindow, paidAt: Date): Date => new Date(paidAt.getTime() + window.hours * HOUR_MS);

/** Whether a paid order's book may still change at `now` (its window is open). */
export const inReview = (reviewUntil: string | null, now = new Date()): boolean => reviewUntil !== null && now < new Date(reviewUntil);
