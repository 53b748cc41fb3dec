import { lazy } from 'react';
import { useMessages } from 'shared-contracts';
import { LoadWhenNear } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { HomeSection } from './HomeSection';

const TestimonialQuotes = lazy(() => import('./TestimonialQuotes'));

/** The parents' quotes below the fold: their code comes when the section nears the screen. */
export function TestimonialsSection() {
  const t = useMessages(catalogueMessages);
  return (
    <HomeSection id="testimonials" name="testimonials" labelledBy="testimonials-title">
      <h2 id="testimonials-title">{t('testimonials.title')}</h2>
      <LoadWhenNear minHeight={TESTIMONIALS_HEIGHT}>
        <TestimonialQuotes />
      </LoadWhenNear>
    </HomeSection>
  );
}

/** The quote and its row of dots as drawn (283 px on a phone, 298 px on a wide screen), so nothing moves when they arrive. */
const TESTIMONIALS_HEIGHT = 283;
