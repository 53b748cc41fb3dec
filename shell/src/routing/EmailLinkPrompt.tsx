import { useState } from 'react';
import { requestLinkOpened, useAppDispatch, useAppSelector, useHydrated, useMessages } from 'shared-contracts';
import { Button, ButtonRow, StaticModal } from 'ui-kit';
import { shellMessages } from '../messages/shellMessages';
import type { OpenedLink } from './requestLink';

/**
 * Asks before an email's link replaces the book the visitor is making on this device, with its chosen
 * pictures. Shown once the page is in the browser's hands, so the page the server drew hydrates as drawn.
 */
export function EmailLinkPrompt({ link }: { link: OpenedLink }) {
  const t = useMessages(shellMessages);
  const dispatch = useAppDispatch();
  const name = useAppSelector((state) => state.orderDraft.childFirstName);
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  if (!hydrated || answered) return null;
  return (
    <StaticModal title={t('emailLink.title')} titleId="email-link-title">
      <p>{t('emailLink.body', { name })}</p>
      <ButtonRow>
        <Button
          type="button"
          onClick={() => {
            dispatch(requestLinkOpened(link));
            setAnswered(true);
          }}
        >
          {t('emailLink.open')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setAnswered(true)}>
          {t('emailLink.keep', { name })}
        </Button>
      </ButtonRow>
    </StaticModal>
  );
}
