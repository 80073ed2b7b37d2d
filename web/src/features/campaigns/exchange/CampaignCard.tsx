import { Avatar, Badge, Button, Card, DataList, Heading, HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { DELIVERY_DAYS, PICTURES_PER_CREATOR } from '../../../../../shared/domain/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import type { ApplicationStatus, ExchangeCampaign } from '../../../../../shared/domain/campaign';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { Amount } from '../../../components/Amount';
import { CompanyLink } from '../details/CompanyLink';
import { ApplyButton } from './ApplyButton';
import { APPLICATION_STATUS_PALETTE } from './StatusBadge';
import { useDates } from '../../../lib/dates';

/** The company invited the creator to this campaign (issue 28): when, and her way to decline. */
export interface CardInvitation {
  invitedAt: string;
  onDecline: (trigger: HTMLElement) => void;
}

/**
 * An open campaign in the exchange: what is asked (type, duration, ratio, interests, location), how many places are
 * filled, what the creator earns, and Apply — or, once this creator has applied (here, or earlier: the list says so),
 * where their application stands. An invitation's card says who invited her and when, and offers Decline.
 */
export function CampaignCard({ campaign, invitation }: { campaign: ExchangeCampaign; invitation?: CardInvitation }) {
  const t = useT();
  const dates = useDates();
  // Unique on the page: an invited campaign shows both among the invitations and in the list.
  const titleId = useId();
  const [justApplied, setJustApplied] = useState(false);
  const ownStatus: ApplicationStatus | undefined = justApplied ? 'pending' : campaign.myApplicationStatus;
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm" variant="outline" height="full" borderColor={invitation ? 'purple.300' : undefined}>
      <Card.Header gap="1">
        {invitation && (
          <Badge colorPalette="purple" variant="subtle" alignSelf="flex-start" whiteSpace="normal">
            {t('exchange.invitations.invitedOn', { date: dates.day(invitation.invitedAt) })}
          </Badge>
        )}
        <Heading as="h2" size="md" id={titleId} overflowWrap="anywhere">
          <Link asChild color="blue.700" fontWeight="semibold">
            <RouterLink to={appPath.campaign(campaign.id)}>{campaign.campaignTitle}</RouterLink>
          </Link>
        </Heading>
        <HStack gap="2" minW="0">
          {/* The brand at a glance (issue 27): its logo, or its initials. */}
          <Avatar.Root size="xs" colorPalette="blue" flexShrink="0" aria-hidden>
            <Avatar.Fallback name={campaign.companyName} />
            {campaign.companyLogoUrl && <Avatar.Image src={campaign.companyLogoUrl} alt="" />}
          </Avatar.Root>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            <CompanyLink companyId={campaign.companyId} companyName={campaign.companyName} color="fg.muted" />
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {campaign.creatorInterests.length > 0 && (
          <Wrap as="ul" gap="1.5" listStyleType="none" aria-label={t('exchange.card.interests')}>
            {campaign.creatorInterests.map((interest) => (
              <li key={interest}>
                <Badge colorPalette="purple" variant="subtle">
                  {t(`term.category.${interest}` as MessageId)}
                </Badge>
              </li>
            ))}
          </Wrap>
        )}
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Fact label={t('exchange.card.contentType')} value={t(`term.contentType.${campaign.contentType}`)} />
          <Fact label={t('exchange.card.duration')} value={t('term.duration', { seconds: campaign.videoDuration })} />
          <Fact label={t('exchange.card.aspectRatio')} value={t(`term.aspectRatio.${campaign.aspectRatio}`)} />
          <Fact label={t('exchange.card.location')} value={t(`term.location.${campaign.location}`)} />
          <Fact label={t('exchange.card.pictures')} value={campaign.picturesNeeded ? t('exchange.card.picturesNeeded', { count: PICTURES_PER_CREATOR }) : t('exchange.card.videoOnly')} />
          <Fact label={t('exchange.card.delivery')} value={t('exchange.card.deliveryValue', { days: DELIVERY_DAYS })} />
          <Fact label={t('exchange.card.places')} value={t('exchange.card.placesValue', { accepted: campaign.acceptedCount, total: campaign.numberOfContentCreators })} />
          {campaign.publishedAt && <Fact label={t('exchange.card.published')} value={dates.calendarDate(campaign.publishedAt.slice(0, 10))} />}
        </DataList.Root>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="flex-end" gap="3" flexWrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('term.price.earning')}
          </Text>
          <Text fontSize="lg" fontWeight="bold" color="green.700">
            <Amount halalas={campaign.creatorEarning} />
          </Text>
        </Stack>
        {ownStatus ? (
          <OwnApplicationMark status={ownStatus} takeFocus={justApplied} />
        ) : (
          <HStack gap="2">
            {invitation && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={t('exchange.invitations.declineFor', { title: campaign.campaignTitle })}
                onClick={(event) => invitation.onDecline(event.currentTarget)}
              >
                {t('exchange.invitations.decline')}
              </Button>
            )}
            <ApplyButton campaign={campaign} onApplied={() => setJustApplied(true)} />
          </HStack>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The creator's own application: "Applied" while it waits, else its status (In progress, Rejected…). Right after
 * applying it takes the focus the Apply button had, so a keyboard user keeps their place in the list.
 */
function OwnApplicationMark({ status, takeFocus }: { status: ApplicationStatus; takeFocus: boolean }) {
  const t = useT();
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (takeFocus) mark.current?.focus();
  }, [takeFocus]);
  return (
    <Badge ref={mark} tabIndex={-1} colorPalette={status === 'pending' ? 'green' : APPLICATION_STATUS_PALETTE[status]} size="lg" outline="none">
      {status === 'pending' ? t('exchange.card.applied') : t(`term.applicationStatus.${status}`)}
    </Badge>
  );
}
