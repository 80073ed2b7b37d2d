import { Alert } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_CARDS, type CardView } from '../../../../../shared/domain/payment';
import { useSession } from '../../../lib/session';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { useT } from '../../../i18n/useT';
import { LoadFailure } from '../../../components/LoadFailure';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { listCards, paymentQueries, removeCard, setDefaultCard, type CardsState } from '../api';
import { AddCardDialog } from '../components/AddCardDialog';
import { BankAccountsSection } from '../components/BankAccountsSection';
import { InvoicesSection } from '../components/Invoices';
import { OwnedSetSection } from '../components/OwnedSetSection';
import { maskedNumber, SavedCard } from '../components/SavedCard';
import { useOwnedSetActions } from '../useOwnedSetActions';

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** `/payment` (spec §2 payments page): the signed-in creator's or company's payment cards and bank accounts. */
export default function PaymentPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const { resource, reload } = useApiQuery(paymentQueries.cards());
  return (
    <Page title={t('payment.title')} lead={t('payment.lead')}>
      {resource.status === 'loading' && <PageSpinner />}
      {resource.status === 'failed' && <LoadFailure error={resource.error} onRetry={reload} />}
      {resource.status === 'ready' && <CardsSection state={resource.data} onChange={(cards) => queryClient.setQueryData(paymentQueries.cards().queryKey, { ...resource.data, cards })} />}
      <BankAccountsSection />
      <InvoicesSection />
    </Page>
  );
}

function CardsSection({ state, onChange }: { state: CardsState; onChange: (cards: CardView[]) => void }) {
  const t = useT();
  const { user } = useSession();
  const { cards, payments } = state;
  const today = todayIso();
  const refresh = async () => onChange(await listCards());
  const actions = useOwnedSetActions<CardView>({
    refresh,
    setDefault: async (card) => {
      await setDefaultCard(card.id);
      await refresh();
    },
    remove: (card) => removeCard(card.id),
    toasts: { added: t('payment.card.added'), defaultChanged: t('payment.card.defaultChanged'), removed: t('payment.card.removed') },
  });

  return (
    <OwnedSetSection
      headingId="payment-cards-heading"
      title={t('payment.cards')}
      addLabel={t('payment.card.add')}
      canAdd={Boolean(payments)}
      full={cards.length >= MAX_CARDS}
      limit={t('payment.card.limit', { max: MAX_CARDS })}
      members={cards}
      empty={<EmptyNotice title={t('payment.noCards')} description={t(user?.role === 'creator' ? 'payment.noCardsCreator' : 'payment.noCardsCompany')} />}
      renderMember={(card, cardActions) => <SavedCard card={card} today={today} {...cardActions} />}
      actions={actions}
      addDialog={payments && <AddCardDialog {...actions.add} payments={payments} />}
      removal={{
        title: t('payment.card.removeTitle'),
        cancelLabel: t('payment.card.cancel'),
        confirmLabel: t('payment.card.remove'),
        message: (card) => t('payment.card.removeMessage', { brand: t(`payment.brand.${card.brand}`), number: maskedNumber(card) }),
      }}
    >
      {!payments && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('payment.unavailable')}</Alert.Title>
        </Alert.Root>
      )}
    </OwnedSetSection>
  );
}
