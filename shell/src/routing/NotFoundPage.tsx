import styled from 'styled-components';
import { Link, useMessages } from 'shared-contracts';
import { shellMessages } from '../messages/shellMessages';

const Box = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`;

export function NotFoundPage() {
  const t = useMessages(shellMessages);
  return (
    <Box>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Box>
  );
}
