import styled from 'styled-components';
import {
  allAccepted,
  allRejected,
  isBannerVisible,
  Link,
  preferencesOpened,
  RichMessage,
  useAppDispatch,
  useAppSelector,
  useMessages,
} from 'shared-contracts';
import { Button } from 'ui-kit';
import { shellMessages } from '../messages/shellMessages';

const Banner = styled.section`
  position: fixed;
  inset: auto 12px 12px 12px;
  z-index: 40;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px 20px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  align-items: center;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  p {
    flex: 1 1 320px;
    margin: 0;
  }
  /* On a phone it keeps to the screen's foot (under 30 % of it), its three choices on one row, so the
     first screen's calls to action stay in sight above it. */
  @media (max-width: 599px) {
    inset: auto 8px 8px 8px;
    padding: 10px 12px;
    gap: 8px;
    font-size: 0.875rem;
    line-height: 1.4;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  @media (max-width: 599px) {
    flex: 1 1 100%;
    flex-wrap: nowrap;
    gap: 6px;
    button {
      flex: 1 1 0;
      padding: 6px 8px;
      font-size: 0.85rem;
      line-height: 1.2;
    }
  }
`;

export function CookieBanner() {
  const dispatch = useAppDispatch();
  const t = useMessages(shellMessages);
  const visible = useAppSelector((state) => isBannerVisible(state.consent) && !state.consent.dialogOpen);
  if (!visible) return null;
  const now = () => new Date().toISOString();
  return (
    <Banner aria-label={t('cookies.bannerLabel')}>
      <p>
        <RichMessage catalog={shellMessages} id="cookies.bannerText" components={{ 0: <Link to="/policies/cookie-policy" /> }} />
      </p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => dispatch(preferencesOpened())}>
          {t('cookies.settings')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => dispatch(allRejected(now()))}>
          {t('cookies.rejectAll')}
        </Button>
        <Button type="button" onClick={() => dispatch(allAccepted(now()))}>
          {t('cookies.acceptAll')}
        </Button>
      </Actions>
    </Banner>
  );
}
