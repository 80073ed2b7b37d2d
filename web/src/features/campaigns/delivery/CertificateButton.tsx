import { useT } from '../../../i18n/useT';
import { loadCertificate } from './api';
import { PreparedDownloadButton } from '../../../components/PreparedDownloadButton';

/** The licence certificate of a creator's approved results (PDF, English and Arabic), to that creator and the company. */
export function CertificateButton({ campaignId, creatorId }: { campaignId: string; creatorId: string }) {
  const t = useT();
  return (
    <PreparedDownloadButton
      load={() => loadCertificate(campaignId, creatorId)}
      palette="gray"
      words={{ download: t('delivery.certificate.download'), preparing: t('delivery.certificate.preparing'), preparingHint: t('delivery.certificate.preparingHint') }}
    />
  );
}
