/** The home page's fixed lists (docs/product.md#home); their words are in the catalogue's messages. */

export const HOW_IT_WORKS_STEPS = ['adventure', 'photo', 'details', 'pictures', 'pay', 'receive'] as const;

export const TESTIMONIALS = [
  { name: 'Priya S., Bengaluru', quote: 'testimonials.priya', childAge: 5, rating: 5 },
  { name: 'Rahul M., Pune', quote: 'testimonials.rahul', childAge: 7, rating: 5 },
  { name: 'Ananya K., Delhi', quote: 'testimonials.ananya', childAge: 4, rating: 4 },
] as const;

export const BENEFITS = ['confidence', 'reading', 'imagination', 'privacy'] as const;
