import { useState } from 'react';
import styled from 'styled-components';
import { TIMINGS, useMessages } from 'shared-contracts';
import { useInterval } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { TESTIMONIALS } from './homeContent';

const Quote = styled.figure`
  max-width: 640px;
  margin: 16px auto 0;
  text-align: center;
  min-height: 190px;
  blockquote {
    font-size: 1.15rem;
    margin: 12px 0;
  }
  figcaption {
    color: var(--color-muted);
  }
`;

const Stars = styled.p`
  color: #e0a100;
  font-size: 1.3rem;
  letter-spacing: 2px;
  margin: 0;
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 4px;
  button {
    width: 32px;
    height: 32px;
    border: none;
    background: transparent;
    cursor: pointer;
  }
  button::after {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    background: var(--color-border);
  }
  button[aria-current='true']::after {
    background: var(--color-primary);
  }
`;

/** Three parents' quotes, one at a time, changing every 5 seconds. */
export default function TestimonialQuotes() {
  const t = useMessages(catalogueMessages);
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), TIMINGS.testimonialRotateMs);
  const current = TESTIMONIALS[index];
  return (
    <>
      <Quote aria-live="polite">
        <Stars aria-label={t('testimonials.rating', { rating: current.rating })}>
          {'★'.repeat(current.rating) + '☆'.repeat(5 - current.rating)}
        </Stars>
        <blockquote>“{t(current.quote)}”</blockquote>
        <figcaption>{t('testimonials.byline', { name: current.name, age: current.childAge })}</figcaption>
      </Quote>
      <Dots>
        {TESTIMONIALS.map((testimonial, i) => (
          <button
            key={testimonial.name}
            type="button"
            aria-label={t('testimonials.show', { number: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Dots>
    </>
  );
}
