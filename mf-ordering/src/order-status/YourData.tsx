import { failureOf, useMessages } from 'shared-contracts';
import { Button, FailureAlert, Spinner } from 'ui-kit';
import { orderingMessages } from '../messages/orderingMessages';
import { useExportPersonalDataMutation } from '../api/orderingApi';

/** The parent's copy of everything the shop keeps for their book (the DPDP Act's right of access), saved as one file. */
export function YourData({ requestUuid }: { requestUuid: string }) {
  const t = useMessages(orderingMessages);
  const [exportData, exporting] = useExportPersonalDataMutation();
  const download = async () => {
    const result = await exportData(requestUuid);
    if ('error' in result) return;
    const link = document.createElement('a');
    link.href = result.data;
    link.download = `hero-tales-${requestUuid}.json`;
    link.click();
    URL.revokeObjectURL(result.data);
  };
  return (
    <>
      <p>{t('orderStatus.data.intro')}</p>
      <Button type="button" $variant="secondary" onClick={() => void download()} disabled={exporting.isLoading}>
        {exporting.isLoading && <Spinner />}
        {t('orderStatus.data.download')}
      </Button>
      {exporting.isError && <FailureAlert {...failureOf(exporting.error, t('orderStatus.data.failed'))} />}
    </>
  );
}
