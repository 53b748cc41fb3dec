import styled from 'styled-components';
import { useMessages, type BookPreviewResponse } from 'shared-contracts';
import { ProgressBar } from 'ui-kit';
import { generationProgress } from './previewRules';
import { creationMessages } from '../messages/creationMessages';

const Bars = styled.div`
  display: grid;
  gap: 12px;
  margin: 16px 0;
`;

/** How far the drawing has come, and how many pages have their picture chosen. */
export function PreviewProgress({ preview, selectedCount }: { preview: BookPreviewResponse; selectedCount: number }) {
  const t = useMessages(creationMessages);
  const total = preview.numberOfPagesForPreview;
  return (
    <Bars>
      <ProgressBar
        label={t('preview.progress.generated')}
        value={generationProgress(preview)}
        detail={t('preview.progress.pages', { count: preview.pagesGeneratedForPreview, total })}
      />
      <ProgressBar
        label={t('preview.progress.selected')}
        value={total ? (100 * selectedCount) / total : 0}
        detail={t('preview.progress.pages', { count: selectedCount, total })}
      />
    </Bars>
  );
}
