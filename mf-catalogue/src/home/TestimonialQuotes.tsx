import { useState } from 'react';
import styled from 'styled-components';
import { TIMINGS } from 'shared-contracts';
import { useInterval } from 'ui-kit';
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
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), TIMINGS.testimonialRotateMs);
  const current = TESTIMONIALS[index];
  return (
    <>
      <Quote aria-live="polite">
        <Stars aria-label={`Rated ${current.rating} out of 5`}>{'★'.repeat(current.rating) + '☆'.repeat(5 - current.rating)}</Stars>
        <blockquote>“{current.quote}”</blockquote>
        <figcaption>
          {current.name}, parent of a {current.childAge}-year-old
        </figcaption>
      </Quote>
      <Dots>
        {TESTIMONIALS.map((t, i) => (
          <button
            key={t.name}
            type="button"
            aria-label={`Show testimonial ${i + 1}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Dots>
    </>
  );
}
