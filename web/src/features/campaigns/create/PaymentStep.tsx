import { Badge, Button, Card, chakra, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Amount } from '../../../components/Amount';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorMessage } from '../../../i18n/errors';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { goToCheckout } from '../../../lib/unpaid-campaigns';
import type { CampaignFormValues, CreateStep } from './draft';
import { PriceSummary } from './PriceSummary';
import { StepButtons, StepLayout } from './StepLayout';

/**
 * Step 3, Payment: the choices to check, the price with its VAT, and "Pay now", which has the campaign stored as
 * shown (`prepare`: created once, or an edit saved) and leaves for the provider's checkout, in the payer's language.
 */
export function PaymentStep({
  values,
  prepare,
  onAlreadyPaid,
  onEdit,
  notice,
  secondaryAction,
}: {
  values: CampaignFormValues;
  /** Stores the campaign as shown and answers its id; throws when it cannot. */
  prepare: () => Promise<string>;
  onAlreadyPaid: (campaignId: string) => void;
  /** Back to a step; none once the choices can no longer change here (the draft created its campaign). */
  onEdit?: (step: CreateStep) => void;
  /** Shown above the review in place of the step's lead. */
  notice?: ReactNode;
  /** Another way out of the step beside "Pay now" (an edit saved without paying). */
  secondaryAction?: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    setWorking(true);
    setFailure(undefined);
    let campaignId: string | undefined;
    try {
      campaignId = await prepare();
      // On success the page is left: the button stays busy until the provider's page replaces it.
      await goToCheckout(campaignId, locale);
    } catch (error) {
      if (campaignId && error instanceof ApiError && error.code === 'CAMPAIGN_ALREADY_PAID') return onAlreadyPaid(campaignId);
      setFailure(error);
      setWorking(false);
    }
  }

  return (
    <StepLayout
      onSubmit={(event) => void pay(event)}
      summary={<PriceSummary values={values} withVat />}
      actions={
        <>
          {failure !== undefined && <FormAlert status="error">{errorMessage(t, failure)}</FormAlert>}
          <StepButtons onBack={onEdit && (() => onEdit('creator'))} submitLabel={t(failure === undefined ? 'create.pay.submit' : 'create.pay.retry')} busy={working}>
            {secondaryAction}
          </StepButtons>
        </>
      }
    >
      {notice ?? <Text color="fg.muted">{t('create.pay.lead')}</Text>}
      <Review values={values} onEdit={working ? undefined : onEdit} />
      <Text textStyle="sm" color="fg.muted">
        {t('create.pay.redirectNote')}
      </Text>
    </StepLayout>
  );
}

/** The choices of both steps, each block with a way back to its step while the campaign is not created yet. */
function Review({ values, onEdit }: { values: CampaignFormValues; onEdit?: (step: CreateStep) => void }) {
  const t = useT();
  return (
    <Stack gap="4">
      <ReviewBlock title={t('create.step.campaign')} editLabel={t('create.review.editCampaign')} onEdit={onEdit && (() => onEdit('campaign'))}>
        <ReviewItem label={t('create.field.campaignTitle')}>
          <Text as="span" dir="auto">
            {values.campaignTitle}
          </Text>
        </ReviewItem>
        <ReviewItem label={t('create.field.description')}>
          <Text as="span" dir="auto" lineClamp={3} whiteSpace="pre-line">
            {values.description}
          </Text>
        </ReviewItem>
        {values.contentType && <ReviewItem label={t('create.field.contentType')}>{t(`term.contentType.${values.contentType}`)}</ReviewItem>}
        {values.aspectRatio && <ReviewItem label={t('create.field.aspectRatio')}>{t(`term.aspectRatio.${values.aspectRatio}`)}</ReviewItem>}
        {values.videoDuration && <ReviewItem label={t('create.field.videoDuration')}>{t('term.duration', { seconds: values.videoDuration })}</ReviewItem>}
        <ReviewItem label={t('create.field.numberOfContentCreators')}>{values.numberOfContentCreators}</ReviewItem>
        <ReviewItem label={t('create.review.pictures')}>{t(values.picturesNeeded ? 'create.review.picturesYes' : 'create.review.picturesNo')}</ReviewItem>
        <ReviewItem label={t('create.review.product')}>
          {values.product?.handover === 'reimburse' ? (
            <span>
              <FormattedMessage id={'create.review.productReimburse' satisfies MessageId} values={{ amount: <Amount halalas={values.product.reimbursementLimit ?? 0} /> }} />
            </span>
          ) : (
            t(values.product ? 'create.review.productShip' : 'create.review.productNone')
          )}
        </ReviewItem>
      </ReviewBlock>
      <ReviewBlock title={t('create.step.creator')} editLabel={t('create.review.editCreator')} onEdit={onEdit && (() => onEdit('creator'))}>
        {values.preferredAge && <ReviewItem label={t('create.field.preferredAge')}>{t(`term.age.${values.preferredAge}`)}</ReviewItem>}
        {values.gender && <ReviewItem label={t('create.field.gender')}>{t(`term.gender.${values.gender}`)}</ReviewItem>}
        <ReviewItem label={t('create.field.creatorInterests')}>
          <Tags items={values.creatorInterests.map((id) => t(`term.category.${id}`))} />
        </ReviewItem>
        <ReviewItem label={t('create.field.creatorShouldShow')}>
          <Tags items={values.creatorShouldShow.map((id) => t(`term.shouldShow.${id}`))} />
        </ReviewItem>
        {values.location && <ReviewItem label={t('create.field.location')}>{t(`term.location.${values.location}`)}</ReviewItem>}
        {values.additionalNotes.trim() && (
          <ReviewItem label={t('create.review.notes')}>
            <Text as="span" dir="auto" whiteSpace="pre-line">
              {values.additionalNotes.trim()}
            </Text>
          </ReviewItem>
        )}
      </ReviewBlock>
    </Stack>
  );
}

function ReviewBlock({ title, editLabel, onEdit, children }: { title: string; editLabel: string; onEdit?: () => void; children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Heading as="h3" size="sm" id={headingId}>
            {title}
          </Heading>
          {onEdit && (
            <Button variant="ghost" size="xs" colorPalette="blue" onClick={onEdit} aria-label={editLabel}>
              {t('create.review.edit')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="2" size="sm">
          {children}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function ReviewItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item alignItems="flex-start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
      <DataList.ItemLabel minW={{ base: 'full', sm: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Several chosen options, one badge each: names that contain "and" stay apart in both languages. */
function Tags({ items }: { items: string[] }) {
  return (
    <chakra.ul display="flex" flexWrap="wrap" gap="1.5" listStyleType="none" p="0" m="0">
      {items.map((item) => (
        <Badge as="li" key={item} variant="outline">
          {item}
        </Badge>
      ))}
    </chakra.ul>
  );
}
