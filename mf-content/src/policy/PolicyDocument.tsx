import styled from 'styled-components';
import { DEFAULT_LANGUAGE, failureOf, useLanguage, useMessages, type PolicyDocument as PolicyName } from 'shared-contracts';
import { Alert, Card, FailureAlert, Spinner } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { splitPolicy } from './lastUpdated';
import { useGetPolicyQuery } from '../api/contentApi';
import { PolicyText } from './PolicyText';

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 16px;
  padding: 4px 12px;
  border-radius: 999px;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
  font-size: 0.9rem;
`;

const Prose = styled(Card)`
  h2 {
    font-size: 1.3rem;
    margin-top: 28px;
  }
  h3 {
    font-size: 1.1rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid var(--color-border);
    padding: 6px 10px;
    text-align: left;
  }
`;

interface Props {
  document: PolicyName;
  /** e.g. 'privacy policy', in the visitor's language: used in 'Error loading privacy policy: ...'. */
  label: string;
}

/** A policy served as Markdown: a spinner while it loads, its Last Updated badge and its text, or the error. */
export function PolicyDocument({ document, label }: Props) {
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const { data, isLoading, isError, error } = useGetPolicyQuery({ document, language });
  if (isLoading) {
    return (
      <p role="status">
        <Spinner />
        {t('policy.loading', { label })}
      </p>
    );
  }
  if (isError || data === undefined) {
    return <FailureAlert {...failureOf(error, t('policy.failed', { label }))} />;
  }
  const { lastUpdated, body } = splitPolicy(data);
  return (
    <>
      {lastUpdated && <Badge>{t('policy.lastUpdated', { date: lastUpdated })}</Badge>}
      {language !== DEFAULT_LANGUAGE && <Alert tone="info">{t('translation.englishGoverns')}</Alert>}
      <Prose as="article">
        <PolicyText textKey={`${document}:${language}`} source={body} />
      </Prose>
    </>
  );
}
