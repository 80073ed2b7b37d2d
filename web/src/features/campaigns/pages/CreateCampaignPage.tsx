import { Alert, Button, HStack, Link } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { useRefreshCampaignData } from '../../../hooks/useRefreshCampaignData';
import { useUnsavedChanges } from '../../../hooks/useUnsavedChanges';
import { CampaignSteps } from '../create/CampaignSteps';
import { createCampaign } from '../create/api';
import { briefOf, clearDraft, EMPTY_CAMPAIGN, loadDraft, newDraft, saveDraft, type CampaignDraft, type CampaignFormValues, type CreateStep } from '../create/draft';
import { PaymentStep } from '../create/PaymentStep';

/** What the history entry of a draft that created its campaign remembers: which campaign, to resume it there. */
interface CreatedEntryState {
  createdCampaignId: string;
}

function createdCampaignIdOf(state: unknown): string | undefined {
  const id = (state as Partial<CreatedEntryState> | null)?.createdCampaignId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * `/campaigns/create` (spec §2): Campaign info, Creator info, Payment. The draft lives in session storage, so going
 * back and forth and reloading keep it. Once "Pay now" created its campaign, the draft is resumed only on this very
 * page (a reload, or the browser's back button from the provider's checkout), where paying again reuses that
 * campaign and its open checkout; "Create campaign" from anywhere starts a new draft, and the unpaid campaign waits
 * in the company's list with Edit, Pay now and Delete.
 */
export default function CreateCampaignPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const refreshCampaignData = useRefreshCampaignData();
  const [draft, setDraft] = useState<CampaignDraft>(() => loadDraft(createdCampaignIdOf(location.state)));
  // Once the draft is done with (its campaign paid), a late render must not store it again.
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveDraft(draft);
  }, [draft]);
  // Entries not yet a campaign: leaving asks first (the draft stays in this tab, but a user who leaves may not know).
  useUnsavedChanges(() => !finished.current && !draft.created && JSON.stringify(draft.values) !== JSON.stringify(EMPTY_CAMPAIGN));

  const goTo = useCallback((step: CreateStep) => setDraft((previous) => ({ ...previous, step })), []);
  const setValues = useCallback((values: CampaignFormValues) => setDraft((previous) => ({ ...previous, values })), []);

  /** The draft's campaign, created on the first "Pay now" (the draft's key makes a repeat answer the same one). */
  async function prepare(): Promise<string> {
    if (draft.created) return draft.created.id;
    const { id, amount } = await createCampaign(briefOf(draft.values), draft.idempotencyKey);
    setDraft((previous) => ({ ...previous, created: { id, amount } }));
    // This history entry now resumes the draft: a reload, or back from the checkout, finds it here.
    const entry: CreatedEntryState = { createdCampaignId: id };
    void navigate(location.pathname, { replace: true, state: entry });
    void refreshCampaignData();
    return id;
  }

  function alreadyPaid(campaignId: string) {
    finished.current = true;
    clearDraft();
    void navigate(appPath.paymentSuccess(campaignId), { replace: true });
  }

  function startOver() {
    setDraft(newDraft());
  }

  const { step, values, created } = draft;
  return (
    <Page title={t('create.title')} lead={t('create.lead')}>
      <CampaignSteps
        step={step}
        values={values}
        onChange={setValues}
        onStep={goTo}
        paymentStep={
          <PaymentStep
            values={values}
            prepare={prepare}
            onAlreadyPaid={alreadyPaid}
            onEdit={created ? undefined : goTo}
            notice={created && <CreatedNotice campaignId={created.id} onStartOver={startOver} />}
          />
        }
      />
    </Page>
  );
}

/** The draft's campaign exists, unpaid: paying again uses it; it can be opened, or a new draft started. */
function CreatedNotice({ campaignId, onStartOver }: { campaignId: string; onStartOver: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('create.pay.createdTitle')}</Alert.Title>
        <Alert.Description>{t('create.pay.createdMessage')}</Alert.Description>
        <HStack gap="4" flexWrap="wrap">
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={appPath.campaign(campaignId)}>{t('create.pay.viewCampaign')}</RouterLink>
          </Link>
          <Button variant="plain" size="sm" px="0" colorPalette="blue" textDecoration="underline" onClick={onStartOver}>
            {t('create.pay.startOver')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
