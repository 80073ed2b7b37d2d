import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { OwnedMemberActions, OwnedSetActions } from '../useOwnedSetActions';

/**
 * A section of the Payment page listing an owned set (saved cards, bank accounts): the heading with the Add button,
 * what the feature shows before the list (notices, loading, a failure), the limit once the set is full, the members
 * or the empty state, the add dialog and the removal's confirmation. The feature gives the texts and the member's card.
 */
export function OwnedSetSection<T extends { id: string }>({
  headingId,
  title,
  addLabel,
  canAdd,
  full,
  limit,
  members,
  empty,
  renderMember,
  actions,
  addDialog,
  removal,
  children,
}: {
  headingId: string;
  title: string;
  addLabel: string;
  /** Whether members can be added here: the Add button shows. */
  canAdd: boolean;
  /** The set holds all it may: the Add button is disabled. */
  full: boolean;
  /** Said when the set is full (and members can be added here). */
  limit: string;
  /** The members, once read. */
  members: T[] | undefined;
  /** Shown for a set read empty. */
  empty: ReactNode;
  renderMember: (member: T, actions: OwnedMemberActions) => ReactNode;
  actions: OwnedSetActions<T>;
  addDialog: ReactNode;
  /** The removal's confirmation: its texts, and its message about the member. */
  removal: { title: string; cancelLabel: string; confirmLabel: string; message: (member: T) => ReactNode };
  /** Between the heading and the list. */
  children?: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id={headingId} ref={actions.heading} tabIndex={-1} outline="none">
          {title}
        </Heading>
        {canAdd && (
          <Button ref={actions.addButton} colorPalette="blue" size="sm" onClick={actions.openAdd} disabled={full}>
            {addLabel}
          </Button>
        )}
      </HStack>
      {children}
      {canAdd && full && (
        <Text textStyle="sm" color="fg.muted">
          {limit}
        </Text>
      )}
      {members &&
        (members.length === 0 ? (
          empty
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" p="0" m="0">
            {members.map((member) => (
              <Fragment key={member.id}>{renderMember(member, actions.member(member))}</Fragment>
            ))}
          </SimpleGrid>
        ))}
      {addDialog}
      <ConfirmDialog {...actions.confirm} title={removal.title} cancelLabel={removal.cancelLabel} confirmLabel={removal.confirmLabel}>
        {actions.removing && removal.message(actions.removing)}
      </ConfirmDialog>
    </Stack>
  );
}
