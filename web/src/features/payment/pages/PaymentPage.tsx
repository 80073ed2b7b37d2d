import { Alert, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { MAX_CARDS, type CardView } from '../../../../../shared/domain/payment';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/PageSpinner';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { LoadFailure } from '../../../components/LoadFailure';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { listCards, paymentQueries, removeCard, setDefaultCard, type CardsState } from '../api';
import { AddCardDialog } from '../components/AddCardDialog';
import { BankAccountsSection } from '../components/BankAccountsSection';
import { InvoicesSection } from '../components/Invoices';
import { maskedNumber, SavedCard } from '../components/SavedCard';

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
  const [adding, setAdding] = useState(false);
  // The card to remove stays set while the confirmation closes, so its text does not empty during the animation.
  const [removing, setRemoving] = useState<CardView>();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState<{ cardId: string; action: 'default' | 'remove' }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const today = todayIso();
  const full = cards.length >= MAX_CARDS;

  async function refresh() {
    onChange(await listCards());
  }

  async function added() {
    setAdding(false);
    toaster.create({ type: 'success', title: t('payment.card.added') });
    await refresh().catch((error: unknown) => toaster.create({ type: 'error', title: errorMessage(t, error) }));
  }

  async function makeDefault(card: CardView) {
    setWorking({ cardId: card.id, action: 'default' });
    try {
      await setDefaultCard(card.id);
      await refresh();
      toaster.create({ type: 'success', title: t('payment.card.defaultChanged') });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setWorking(undefined);
    }
  }

  async function remove(card: CardView) {
    setWorking({ cardId: card.id, action: 'remove' });
    try {
      await removeCard(card.id);
      // The card's own button is gone: focus goes back to the section.
      returnFocus.current = heading.current;
      setConfirming(false);
      await refresh();
      toaster.create({ type: 'success', title: t('payment.card.removed') });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setWorking(undefined);
    }
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="payment-cards-heading">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="payment-cards-heading" ref={heading} tabIndex={-1} outline="none">
          {t('payment.cards')}
        </Heading>
        {payments && (
          <Button ref={addButton} colorPalette="blue" size="sm" onClick={() => setAdding(true)} disabled={full}>
            {t('payment.card.add')}
          </Button>
        )}
      </HStack>
      {!payments && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('payment.unavailable')}</Alert.Title>
        </Alert.Root>
      )}
      {payments && full && (
        <Text textStyle="sm" color="fg.muted">
          {t('payment.card.limit', { max: MAX_CARDS })}
        </Text>
      )}
      {cards.length === 0 ? (
        <EmptyNotice title={t('payment.noCards')} description={t(user?.role === 'creator' ? 'payment.noCardsCreator' : 'payment.noCardsCompany')} />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" p="0" m="0">
          {cards.map((card) => (
            <SavedCard
              key={card.id}
              card={card}
              today={today}
              busy={working !== undefined}
              settingDefault={working?.cardId === card.id && working.action === 'default'}
              onSetDefault={() => void makeDefault(card)}
              onRemove={(trigger) => {
                returnFocus.current = trigger;
                setRemoving(card);
                setConfirming(true);
              }}
            />
          ))}
        </SimpleGrid>
      )}
      {payments && <AddCardDialog open={adding} payments={payments} returnFocus={addButton} onClose={() => setAdding(false)} onAdded={added} />}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => removing && void remove(removing)}
        busy={working?.action === 'remove'}
        returnFocus={returnFocus}
        title={t('payment.card.removeTitle')}
        cancelLabel={t('payment.card.cancel')}
        confirmLabel={t('payment.card.remove')}
      >
        {removing && t('payment.card.removeMessage', { brand: t(`payment.brand.${removing.brand}`), number: maskedNumber(removing) })}
      </ConfirmDialog>
    </Stack>
  );
}
