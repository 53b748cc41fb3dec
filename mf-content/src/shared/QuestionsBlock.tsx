import styled from 'styled-components';
import { Link } from 'shared-contracts';
import { Card } from 'ui-kit';

const Block = styled(Card)`
  margin-top: 32px;
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

/** The 'Have Questions?' block under a policy, linking to the contact page. */
export function QuestionsBlock({ title = 'Have Questions?', text = 'Our team is happy to help.' }: { title?: string; text?: string }) {
  return (
    <Block as="aside" aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
      <Link to="/contact">Contact Us</Link>
    </Block>
  );
}
