import { useState } from 'react';
import styled from 'styled-components';
import { failureOf, useMessages, useShareBookMutation } from 'shared-contracts';
import { Button, FailureAlert, Input, Spinner } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import { whatsAppLink } from './whatsAppLink';
import { Panel } from '../shared/Panel';

/** The link's box across the panel. */
const SharePanel = styled(Panel)`
  input {
    width: 100%;
    margin-top: 8px;
  }
`;

const Sends = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
  a {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
`;

/**
 * The owner's way to show their book to the family: a link that opens it read-only, with the child's
 * first name only. A phone shares it through its own sheet (Web Share); elsewhere it is copied.
 */
export function ShareWithFamily({ requestUuid, childFirstName }: { requestUuid: string; childFirstName: string }) {
  const t = useMessages(contentMessages);
  const [shareBook, sharing] = useShareBookMutation();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const share = async () => {
    const result = await shareBook(requestUuid);
    if ('error' in result) return;
    const url = new URL(result.data.sharePath, window.location.origin).href;
    setLink(url);
    const text = t('share.message', { name: childFirstName });
    if (navigator.share) {
      // A dismissed share sheet is the visitor's choice, not an error: the link stays shown below.
      await navigator.share({ title: text, text, url }).catch(() => undefined);
      return;
    }
    await copy(url);
  };

  const copy = (url: string) =>
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <SharePanel aria-labelledby="share-title">
      <h2 id="share-title">{t('share.title')}</h2>
      <p>{t('share.intro', { name: childFirstName })}</p>
      <Button type="button" onClick={share} disabled={sharing.isLoading}>
        {sharing.isLoading && <Spinner />}
        {t('share.button')}
      </Button>
      {sharing.isError && <FailureAlert {...failureOf(sharing.error, t('share.failed'))} />}
      {link && (
        <>
          <Input readOnly value={link} aria-label={t('share.linkLabel')} onFocus={(e) => e.currentTarget.select()} />
          <Sends>
            <Button
              as="a"
              href={whatsAppLink(t('share.message', { name: childFirstName }), link)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('share.whatsApp')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void copy(link)}>
              {t('share.copy')}
            </Button>
          </Sends>
          <p role="status">{copied ? t('share.copied') : t('share.ready')}</p>
        </>
      )}
    </SharePanel>
  );
}
