import { Avatar, Badge, Box, Button, DataList, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appPath } from '../../../../../shared/app-paths';
import type { UserStatus } from '../../../../../shared/domain/constants';
import type { UserType } from '../../../../../shared/domain/user-types';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { Link as RouterLink } from 'react-router';
import type { AdminUserRow } from './api';
import { useDates } from '../../../lib/dates';

interface RowsProps {
  userType: UserType;
  users: readonly AdminUserRow[];
  readUrls: Record<string, string>;
  /** The user whose status is being changed: their button waits. */
  busyId: string | undefined;
  onStatusChange: (user: AdminUserRow, status: UserStatus) => void;
}

/** The user's public profile: `/company/{id}` or `/creator/{id}`. */
function ProfileLink({ userType, user }: { userType: UserType; user: AdminUserRow }) {
  return (
    <Link asChild color="blue.700" fontWeight="medium" overflowWrap="anywhere">
      <RouterLink to={userType === 'companies' ? appPath.company(user.id) : appPath.creator(user.id)}>
        <bdi>{user.fullName}</bdi>
      </RouterLink>
    </Link>
  );
}

function UserAvatar({ user, readUrls }: { user: AdminUserRow; readUrls: Record<string, string> }) {
  const src = user.avatar ? readUrls[user.avatar] : undefined;
  return (
    <Avatar.Root size="sm" colorPalette="blue" flexShrink="0">
      <Avatar.Fallback name={user.fullName} />
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}

/** E-mail addresses read left to right in both languages. */
function Email({ email }: { email: string }) {
  return (
    <Text as="span" dir="ltr" overflowWrap="anywhere" unicodeBidi="isolate">
      {email}
    </Text>
  );
}

/**
 * The status, and the button that changes it: Deactivate or Activate, named after the user. It only asks (the parent's
 * confirmation dialog): a change that waits for a confirmation is a button, not a switch, which acts at once.
 */
function StatusAction({ user, busy, onStatusChange }: { user: AdminUserRow; busy: boolean; onStatusChange: RowsProps['onStatusChange'] }) {
  const t = useT();
  const active = user.status === 'Active';
  return (
    <HStack gap="3" flexWrap="wrap">
      <Badge colorPalette={active ? 'green' : 'gray'}>{t(active ? 'admin.users.status.Active' : 'admin.users.status.Inactive')}</Badge>
      <Button
        size="xs"
        variant="outline"
        colorPalette={active ? 'red' : 'blue'}
        loading={busy}
        aria-label={t(active ? 'admin.users.deactivateFor' : 'admin.users.activateFor', { name: user.fullName })}
        onClick={() => onStatusChange(user, active ? 'Inactive' : 'Active')}
      >
        {t(active ? 'admin.users.deactivate' : 'admin.users.activate')}
      </Button>
    </HStack>
  );
}

function ProfileState({ user }: { user: AdminUserRow }) {
  const t = useT();
  return <Text as="span">{t(user.profileCompleted ? 'admin.users.profileComplete' : 'admin.users.profileIncomplete')}</Text>;
}

export function UserTable({ userType, users, readUrls, busyId, onStatusChange }: RowsProps) {
  const t = useT();
  const dates = useDates();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t(`admin.users.types.${userType}`)}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('admin.users.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.users.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.users.joined')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.users.profile')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin.users.statusLabel')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell maxW="xs">
                <HStack gap="3">
                  <UserAvatar user={user} readUrls={readUrls} />
                  <ProfileLink userType={userType} user={user} />
                </HStack>
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Email email={user.email} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dates.day(user.createdAt)}</Table.Cell>
              <Table.Cell>
                <ProfileState user={user} />
              </Table.Cell>
              <Table.Cell>
                <StatusAction user={user} busy={busyId === user.id} onStatusChange={onStatusChange} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function UserCards({ userType, users, readUrls, busyId, onStatusChange }: RowsProps) {
  const t = useT();
  const dates = useDates();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t(`admin.users.types.${userType}`)}>
      {users.map((user) => {
        const rows: { label: MessageId; value: ReactNode }[] = [
          { label: 'admin.users.email', value: <Email email={user.email} /> },
          { label: 'admin.users.joined', value: dates.day(user.createdAt) },
          { label: 'admin.users.profile', value: <ProfileState user={user} /> },
        ];
        return (
          <Box as="li" key={user.id} borderWidth="1px" borderRadius="l3" p="4">
            <Stack gap="3">
              <HStack gap="3" minW="0">
                <UserAvatar user={user} readUrls={readUrls} />
                <ProfileLink userType={userType} user={user} />
              </HStack>
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                {rows.map(({ label, value }) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="20">{t(label)}</DataList.ItemLabel>
                    <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              <StatusAction user={user} busy={busyId === user.id} onStatusChange={onStatusChange} />
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
