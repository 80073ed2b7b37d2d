import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import type { ApplicantView } from '../../../../../shared/domain/campaign';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { openApplicantChat } from './api';

/**
 * The company's word with an applicant before deciding (issue 27): opens (once) their one-to-one chat and goes to it.
 * The creator can answer; accepting keeps the chat, rejecting closes it.
 */
export function MessageApplicantButton({ campaignId, applicant }: { campaignId: string; applicant: ApplicantView }) {
  const t = useT();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  async function open() {
    setOpening(true);
    try {
      const channelId = applicant.oneOnOneChannelId ?? (await openApplicantChat(campaignId, applicant.creatorId)).channelId;
      void navigate(appPath.chat(channelId));
    } catch (error) {
      setOpening(false);
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    }
  }

  return (
    <Button variant="outline" loading={opening} aria-label={t('campaign.candidates.messageFor', { name: applicant.fullName })} onClick={() => void open()} flex={{ base: '1', md: 'initial' }}>
      {t('campaign.candidates.message')}
    </Button>
  );
}
