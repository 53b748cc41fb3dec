/** Site copy shown by more than one remote (the home page's about section and the about page). */
export const ABOUT_COPY = {
  story:
    'Hero Tales began in 2024 at a kitchen table in Bengaluru, when two parents wanted a bedtime story in which their daughter was the one saving the day, and could not find one that truly looked like her.',
  mission: 'Our mission is simple: every child deserves to see themselves as the hero of a beautiful book they can hold.',
  technology:
    "Our illustration engine places your child's likeness into hand-designed story art, page by page, and you choose the picture you love for every page before anything is printed.",
} as const;
