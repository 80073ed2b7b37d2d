import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { OwnedMemberActions } from '../useOwnedSetActions';

/**
 * One member of an owned set (a saved card, a bank account) as a list item named by its title: the feature's details
 * under the title, the Default badge, and Set as default (unless it is) and Remove.
 */
export function OwnedMemberCard({
  title,
  titleDir,
  isDefault,
  labels,
  busy,
  settingDefault,
  onSetDefault,
  onRemove,
  children,
}: OwnedMemberActions & {
  title: string;
  titleDir?: 'auto';
  isDefault: boolean;
  /** The badge's and the buttons' texts, already translated. */
  labels: { default: string; setDefault: string; remove: string };
  /** The lines under the title. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card.Root as="li" aria-labelledby={titleId} variant="outline" size="sm" listStyleType="none">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text id={titleId} fontWeight="semibold" dir={titleDir}>
              {title}
            </Text>
            {children}
          </Stack>
          {isDefault && (
            <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
              {labels.default}
            </Badge>
          )}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {!isDefault && (
            <Button size="sm" variant="outline" onClick={onSetDefault} disabled={busy} loading={settingDefault}>
              {labels.setDefault}
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" onClick={(event) => onRemove(event.currentTarget)} disabled={busy}>
            {labels.remove}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
