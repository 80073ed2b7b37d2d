import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UserView } from '../../../../shared/domain/user';
import { useT } from '../../i18n/useT';
import { appPath } from '../../../../shared/app-paths';
import { SignOutDialog } from './SignOutDialog';

/** Avatar, name and e-mail; View profile (not for admins, who have none) and Sign out. */
export function AccountMenu({ user }: { user: UserView }) {
  const t = useT();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const profile = user.role === 'admin' ? undefined : appPath.profile(user.role);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button ref={trigger} variant="ghost" px="1" borderRadius="full" aria-label={t('account.menu')}>
            <UserAvatar user={user} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="240px">
              <Box display="flex" gap="3" alignItems="center" px="2" py="2">
                <UserAvatar user={user} />
                <Box minW="0">
                  <Text fontWeight="semibold" truncate>
                    {user.fullName}
                  </Text>
                  <Text textStyle="sm" color="fg.muted" truncate>
                    {user.email}
                  </Text>
                </Box>
              </Box>
              <Menu.Separator />
              {profile && (
                <Menu.Item value="profile" onSelect={() => void navigate(profile)}>
                  {t('account.viewProfile')}
                </Menu.Item>
              )}
              <Menu.Item value="sign-out" onSelect={() => setConfirmingSignOut(true)}>
                {t('account.signOut')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SignOutDialog open={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} returnFocus={trigger} />
    </>
  );
}

function UserAvatar({ user }: { user: UserView }) {
  return (
    <Avatar.Root size="sm" colorPalette="blue">
      <Avatar.Fallback name={user.fullName} />
      {user.avatarReadUrl && <Avatar.Image src={user.avatarReadUrl} alt="" />}
    </Avatar.Root>
  );
}
