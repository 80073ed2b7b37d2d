import { useT } from '../../../i18n/useT';
import { loadResultsArchive } from './api';
import { PreparedDownloadButton } from '../../../components/PreparedDownloadButton';

/** Every approved original in one zip, once the campaign is completed (made when it completed; waited for if not yet). */
export function DownloadAllButton({ campaignId }: { campaignId: string }) {
  const t = useT();
  return (
    <PreparedDownloadButton
      load={() => loadResultsArchive(campaignId)}
      words={{ download: t('delivery.archive.download'), preparing: t('delivery.archive.preparing'), hint: t('delivery.archive.hint'), preparingHint: t('delivery.archive.preparingHint') }}
    />
  );
}
