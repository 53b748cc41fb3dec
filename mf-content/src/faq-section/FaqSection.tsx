import { Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { useLanguage, useMessages } from 'shared-contracts';
import { useGetFaqsQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';

const Section = styled.section`
  margin: 32px 0;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 12px;
  }
  details {
    background: var(--color-surface);
    border: 1px solid var(--color-border);
    border-radius: 10px;
    margin-bottom: 8px;
  }
  summary {
    cursor: pointer;
    padding: 12px 16px;
    font-weight: 600;
    min-height: 44px;
  }
  details p {
    margin: 0;
    padding: 0 16px 14px;
    white-space: pre-line;
  }
`;

interface Props {
  faqType: string;
  /** Other remotes give their own, in their visitor's language. */
  title?: string;
}

function FaqList({ faqType, title }: Props) {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const { data, isError, error } = useGetFaqsQuery({ faqType, language });
  useEffect(() => {
    if (isError) console.warn(`FAQs of type ${faqType} could not be loaded`, error);
  }, [isError, error, faqType]);
  if (!data?.faqs.length) return null;
  const headingId = `faq-${faqType}-title`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t('faqSection.title')}</h2>
      {data.faqs.map((faq) => (
        <details key={faq.question}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </Section>
  );
}

/**
 * The FAQs of one type, as questions that open to their answers. Hidden while loading, when there
 * are none, and when they cannot be loaded (that is only logged). Shared with other remotes: there
 * it waits for this remote's messages on its own, instead of blanking the page that shows it.
 */
export default function FaqSection(props: Props) {
  return (
    <Suspense fallback={null}>
      <FaqList {...props} />
    </Suspense>
  );
}
