import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.div`
  max-width: 720px;
  margin: 0 auto;
  p {
    margin: 0 0 12px;
  }
`;

/** The shop's about block, the same on the home page and the About page: a heading, its paragraphs, and what follows them. */
export function AboutBlock({
  headingId,
  heading,
  paragraphs,
  children,
}: {
  headingId: string;
  heading: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <>
      <h2 id={headingId}>{heading}</h2>
      <Text>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {children}
      </Text>
    </>
  );
}
