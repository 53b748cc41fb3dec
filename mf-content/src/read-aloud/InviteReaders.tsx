import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { failureOf, useMessages } from 'shared-contracts';
import { Button, FailureAlert, Input, Spinner } from 'ui-kit';
import { contentMessages } from '../messages/contentMessages';
import {
  useGetListenLinkMutation,
  useGetRecordLinksQuery,
  useMakeRecordLinkMutation,
  useStopListenLinkMutation,
  useStopRecordLinkMutation,
} from '../api/voicesApi';
import { whatsAppLink } from '../flipbook/whatsAppLink';
import { Panel } from '../shared/Panel';

/** The invitations' form and list on the panel. */
const InvitePanel = styled(Panel)`
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
  }
  label {
    flex: 1 1 200px;
  }
  input {
    display: block;
    width: 100%;
    margin-top: 4px;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 8px 0;
  }
`;

const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * The owner's invitations to read the book aloud: a record link for each reader (sent on WhatsApp,
 * stopped here), and the printed book's code, which can be stopped for good.
 */
export function InviteReaders({ requestUuid, childFirstName }: { requestUuid: string; childFirstName: string }) {
  const t = useMessages(contentMessages);
  const [reader, setReader] = useState('');
  const links = useGetRecordLinksQuery(requestUuid);
  const [makeLink, making] = useMakeRecordLinkMutation();
  const [stopLink] = useStopRecordLinkMutation();
  const [showListenLink, listenLink] = useGetListenLinkMutation();
  const [stopListenLink, stoppingListen] = useStopListenLinkMutation();

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (!reader.trim()) return;
    const made = await makeLink({ requestUuid, reader: reader.trim() });
    if (!('error' in made)) setReader('');
  };
  const message = t('invite.message', { name: childFirstName });
  const listenStopped = stoppingListen.isSuccess || listenLink.data?.stopped;

  return (
    <InvitePanel aria-labelledby="invite-title">
      <h2 id="invite-title">{t('invite.title')}</h2>
      <p>{t('invite.intro')}</p>
      <form onSubmit={(event) => void invite(event)}>
        <label>
          {t('invite.readerLabel', { name: childFirstName })}
          <Input value={reader} maxLength={40} onChange={(event) => setReader(event.currentTarget.value)} />
        </label>
        <Button type="submit" disabled={making.isLoading || !reader.trim()}>
          {making.isLoading && <Spinner />}
          {t('invite.make')}
        </Button>
      </form>
      {making.isError && <FailureAlert {...failureOf(making.error, t('invite.failed'))} />}
      {links.data && links.data.links.length > 0 && (
        <>
          <h3>{t('invite.links')}</h3>
          <ul>
            {links.data.links.map((link) => (
              <li key={link.linkId}>
                <span>{t('invite.linkFor', { reader: link.reader })}</span>
                <Button as="a" href={whatsAppLink(message, absolute(link.recordPath))} target="_blank" rel="noopener noreferrer">
                  {t('share.whatsApp')}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => void navigator.clipboard?.writeText(absolute(link.recordPath))}>
                  {t('share.copy')}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => void stopLink({ requestUuid, linkId: link.linkId })}>
                  {t('invite.stop')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3>{t('listenLink.title')}</h3>
      <p>{t('listenLink.intro')}</p>
      {listenStopped ? (
        <p role="status">{t('listenLink.stopped')}</p>
      ) : listenLink.data ? (
        <>
          <Input
            readOnly
            value={absolute(listenLink.data.listenPath)}
            aria-label={t('listenLink.title')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" $variant="secondary" onClick={() => void stopListenLink(requestUuid)} disabled={stoppingListen.isLoading}>
            {t('listenLink.stop')}
          </Button>
        </>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => void showListenLink(requestUuid)} disabled={listenLink.isLoading}>
          {t('listenLink.show')}
        </Button>
      )}
      {(listenLink.isError || stoppingListen.isError) && (
        <FailureAlert {...failureOf(listenLink.error ?? stoppingListen.error, t('invite.failed'))} />
      )}
    </InvitePanel>
  );
}
