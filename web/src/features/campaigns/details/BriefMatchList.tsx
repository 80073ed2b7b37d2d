import { Box, HStack, Text, Wrap } from '@chakra-ui/react';
import type { ApplicantView } from '../../../../../shared/domain/campaign';
import { CheckIcon } from '../../../components/chat/icons';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

type Met = boolean | undefined;

/**
 * How a candidate meets the brief (issue 27): their age range, gender and interests, each marked as what the brief
 * asks or not (unknown when the creator has not said). Words carry the mark too, not only the colour.
 */
export function BriefMatchList({ applicant }: { applicant: Pick<ApplicantView, 'fullName' | 'ageRange' | 'gender' | 'match'> }) {
  const t = useT();
  const { match } = applicant;
  return (
    <Wrap as="ul" listStyleType="none" gapX="4" gapY="1.5" aria-label={t('campaign.candidates.match', { name: applicant.fullName })} data-testid="brief-match">
      <MatchItem met={match.age} text={applicant.ageRange ? t('campaign.candidates.age', { range: t(`term.age.${applicant.ageRange}`) }) : t('campaign.candidates.ageUnknown')} />
      <MatchItem met={match.gender} text={applicant.gender ? t(`term.gender.${applicant.gender}`) : t('campaign.candidates.genderUnknown')} />
      <MatchItem met={match.interests} text={t(match.interests ? 'campaign.candidates.interestsMet' : 'campaign.candidates.interestsNotMet')} />
    </Wrap>
  );
}

const STATE: Record<'met' | 'unmet' | 'unknown', { label: MessageId; color: string; mark: string }> = {
  met: { label: 'campaign.candidates.matchMet', color: 'green.700', mark: '' },
  unmet: { label: 'campaign.candidates.matchUnmet', color: 'orange.700', mark: '≠' },
  unknown: { label: 'campaign.candidates.matchUnknown', color: 'fg.muted', mark: '?' },
};

function MatchItem({ met, text }: { met: Met; text: string }) {
  const t = useT();
  const state = STATE[met === undefined ? 'unknown' : met ? 'met' : 'unmet'];
  return (
    <HStack as="li" gap="1.5" fontSize="sm" color={state.color} data-met={met === undefined ? 'unknown' : String(met)}>
      <Box aria-hidden boxSize="4" display="grid" placeItems="center" fontWeight="bold" flexShrink="0">
        {met ? <CheckIcon boxSize="4" /> : state.mark}
      </Box>
      <Text>
        {text} <Text as="span" srOnly>({t(state.label)})</Text>
      </Text>
    </HStack>
  );
}
