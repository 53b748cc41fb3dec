import styled, { keyframes } from 'styled-components';
import { useMessages } from 'shared-contracts';
import { shellMessages } from '../messages/shellMessages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border: 4px solid var(--color-border);
  border-top-color: var(--color-primary);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function RemoteLoading() {
  const t = useMessages(shellMessages);
  return (
    <Wrapper role="status" aria-label={t('loading.label')}>
      <Spinner />
    </Wrapper>
  );
}
