import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  allRejected,
  preferencesClosed,
  preferencesSaved,
  useAppDispatch,
  useAppSelector,
  useMessages,
  type ConsentChoices,
} from 'shared-contracts';
import { Button } from 'ui-kit';
import { shellMessages } from '../messages/shellMessages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(30, 20, 45, 0.45);
`;

const Panel = styled.div`
  width: min(520px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  background: var(--color-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  h2 {
    margin-top: 0;
  }
`;

const Row = styled.label`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  justify-content: space-between;
  padding: 12px 0;
  border-top: 1px solid var(--color-border);
  small {
    display: block;
    color: var(--color-muted);
  }
  input {
    width: 22px;
    height: 22px;
    flex: none;
    accent-color: var(--color-primary);
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
`;

const CATEGORIES = [
  { key: 'analytics', label: 'cookies.analytics', help: 'cookies.analyticsHelp' },
  { key: 'advertising', label: 'cookies.advertising', help: 'cookies.advertisingHelp' },
  { key: 'functional', label: 'cookies.functional', help: 'cookies.functionalHelp' },
] as const satisfies { key: keyof ConsentChoices; label: string; help: string }[];

/** The cookie preferences dialog's content, mounted each time it opens, starting from the stored choices. */
export default function CookiePreferencesPanel() {
  const dispatch = useAppDispatch();
  const t = useMessages(shellMessages);
  const stored = useAppSelector((state) => state.consent.consent);
  const [choices, setChoices] = useState<ConsentChoices>(() => ({
    analytics: stored?.analytics ?? false,
    advertising: stored?.advertising ?? false,
    functional: stored?.functional ?? false,
  }));
  const firstSwitch = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstSwitch.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch(preferencesClosed());
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  const now = () => new Date().toISOString();
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && dispatch(preferencesClosed())}>
      <Panel role="dialog" aria-modal="true" aria-labelledby="cookie-preferences-title">
        <h2 id="cookie-preferences-title">{t('cookies.title')}</h2>
        <p>{t('cookies.intro')}</p>
        <Row>
          <span>
            {t('cookies.essential')}
            <small>{t('cookies.essentialHelp')}</small>
          </span>
          <input type="checkbox" role="switch" checked disabled aria-label={t('cookies.essential')} />
        </Row>
        {CATEGORIES.map(({ key, label, help }, index) => (
          <Row key={key}>
            <span>
              {t(label)}
              <small>{t(help)}</small>
            </span>
            <input
              ref={index === 0 ? firstSwitch : undefined}
              type="checkbox"
              role="switch"
              aria-label={t(label)}
              checked={choices[key]}
              onChange={(event) => setChoices({ ...choices, [key]: event.target.checked })}
            />
          </Row>
        ))}
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => dispatch(allRejected(now()))}>
            {t('cookies.rejectAll')}
          </Button>
          <Button type="button" onClick={() => dispatch(preferencesSaved({ choices, timestamp: now() }))}>
            {t('cookies.save')}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
