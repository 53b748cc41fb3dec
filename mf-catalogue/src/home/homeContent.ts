/** The home page's fixed texts (000 section 1). */

export const HOW_IT_WORKS_STEPS = [
  { title: 'Choose an adventure', text: 'Pick the story your child will star in from our collection.' },
  { title: 'Upload a clear photo', text: 'One clear, front-facing photo of your child is all we need.' },
  { title: 'Add personal details', text: "Tell us your child's name, gender and age so the story is all about them." },
  { title: 'Pick your favourite pictures', text: 'We generate several image options for every page: choose the one you love.' },
  { title: 'Choose print and pay', text: 'Choose a print type, give delivery details and pay securely online.' },
  { title: 'Receive your book', text: 'Your printed storybook arrives at your door, ready to be read again and again.' },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Priya S., Bengaluru',
    quote: 'My daughter gasped when she saw herself flying through space. She asks for "her book" every single night.',
    childAge: 5,
    rating: 5,
  },
  {
    name: 'Rahul M., Pune',
    quote: 'We gave it to our son on his birthday. Choosing the pictures for each page together was half the fun.',
    childAge: 7,
    rating: 5,
  },
  {
    name: 'Ananya K., Delhi',
    quote: 'Lovely print quality and the likeness is sweet. It arrived a day later than I hoped, but it was worth the wait.',
    childAge: 4,
    rating: 4,
  },
] as const;

export const BENEFITS = [
  { title: 'Boost Confidence', text: 'Seeing themselves as the brave hero helps children believe they can do great things.' },
  { title: 'Encourage Reading', text: 'A book about themselves is the book children want to read again and again.' },
  { title: 'Spark Imagination', text: 'Jungles, oceans, space and festivals: every story opens a new world to explore.' },
  {
    title: '100% Privacy Protected',
    text: "Photos are processed securely and deleted after book creation. We never share your child's photo.",
  },
] as const;
