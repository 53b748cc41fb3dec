import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { creationMessages } from '../messages/creationMessages';

const Chip = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 40;
  min-height: 48px;
  padding: 12px 20px;
  border-radius: 999px;
  border: none;
  background: var(--color-accent);
  color: #2d1600;
  font: inherit;
  font-weight: 700;
  box-shadow: var(--shadow);
  cursor: pointer;
`;

/** The deposit dialog, minimized: a floating chip that brings it back. */
export function MinimizedDepositChip({ onRestore }: { onRestore: () => void }) {
  const t = useMessages(creationMessages);
  return (
    <Chip type="button" onClick={onRestore}>
      {t('deposit.restore')}
    </Chip>
  );
}
