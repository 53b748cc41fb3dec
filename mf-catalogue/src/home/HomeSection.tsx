import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSectionViewTracking, type HomeSection as SectionName } from './useSectionViewTracking';

const Band = styled.section<{ $tinted?: boolean }>`
  padding: 48px 16px;
  background: ${({ $tinted }) => ($tinted ? 'var(--color-surface)' : 'transparent')};
  scroll-margin-top: 64px;
  > div {
    max-width: var(--content-width);
    margin: 0 auto;
  }
  h2 {
    font-size: clamp(1.5rem, 4vw, 2.1rem);
    text-align: center;
    margin: 0 0 8px;
    color: var(--color-primary-dark);
  }
`;

export const Lead = styled.p`
  text-align: center;
  color: var(--color-muted);
  max-width: 640px;
  margin: 0 auto 28px;
`;

/**
 * One stacked band of the home page, reported to analytics when first seen. Its content is a
 * boundary of its own, so the browser hydrates the server's page band by band, yielding between
 * them, instead of in one long task.
 */
export function HomeSection({
  id,
  name,
  tinted,
  labelledBy,
  children,
}: {
  id: string;
  name: SectionName;
  tinted?: boolean;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useSectionViewTracking<HTMLElement>(name);
  return (
    <Band ref={ref} id={id} $tinted={tinted} aria-labelledby={labelledBy} data-section={name}>
      <div>
        <Suspense>{children}</Suspense>
      </div>
    </Band>
  );
}
