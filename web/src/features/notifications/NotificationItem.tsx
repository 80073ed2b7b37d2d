import { Box, Button, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { notificationPath, type NotificationView } from '../../../../shared/domain/notifications';
import { useT } from '../../i18n/useT';
import { Link as RouterLink } from 'react-router';
import { NotificationMessage } from './NotificationMessage';
import { useDates } from '../../lib/dates';

/**
 * One notification: an unread marker (a dot, and the word for screen readers), its title linking to where to act on
 * it (following the link marks it read), when it came, its sentence, and "Mark as read" while unread. Marking it
 * read takes the button away: focus moves to the title's link instead of being lost.
 */
export function NotificationItem({ notification, read, now, onMarkRead }: { notification: NotificationView; read: boolean; now: number; onMarkRead: () => void }) {
  const t = useT();
  const dates = useDates();
  const titleId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg={read ? 'bg' : 'blue.50'} borderColor={read ? 'border' : 'blue.200'}>
      <HStack align="flex-start" gap="3">
        <Box boxSize="2.5" mt="1.5" flexShrink="0" borderRadius="full" bg={read ? 'transparent' : 'blue.600'} aria-hidden />
        <Stack gap="1.5" flex="1" minW="0">
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0.5', sm: '3' }} justify="space-between" align={{ base: 'flex-start', sm: 'baseline' }}>
            <Text id={titleId} fontWeight={read ? 'medium' : 'semibold'}>
              {!read && <VisuallyHidden>{t('notifications.unreadMarker')} </VisuallyHidden>}
              <Link asChild color="blue.700">
                <RouterLink ref={link} to={notificationPath(notification.type, notification)} onClick={onMarkRead}>
                  {t(`notifications.${notification.type}.title`)}
                </RouterLink>
              </Link>
            </Text>
            <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <time dateTime={notification.createdAt} title={dates.moment(notification.createdAt)}>
                {dates.relative(notification.createdAt, now)}
              </time>
            </Text>
          </Stack>
          <Text overflowWrap="anywhere">
            <NotificationMessage notification={notification} />
          </Text>
          {!read && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="blue"
              alignSelf="flex-start"
              mt="1"
              aria-describedby={titleId}
              onClick={() => {
                onMarkRead();
                link.current?.focus();
              }}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </Stack>
      </HStack>
    </Box>
  );
}
