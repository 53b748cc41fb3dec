import styled from 'styled-components';
import { Link, useMessages } from 'shared-contracts';
import { Card } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';

const Block = styled(Card)`
  margin-top: 32px;
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

/** The 'Have Questions?' block under a policy, linking to the contact page. */
export function QuestionsBlock({ title, text }: { title?: string; text?: string }) {
  const t = useMessages(contentMessages);
  const heading = title ?? t('policy.questions.title');
  return (
    <Block as="aside" aria-label={heading}>
      <h2>{heading}</h2>
      <p>{text ?? t('policy.questions.text')}</p>
      <Link to="/contact">{t('policy.questions.contact')}</Link>
    </Block>
  );
}
