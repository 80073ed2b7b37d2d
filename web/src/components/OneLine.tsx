import { Text, type TextProps } from '@chakra-ui/react';

/**
 * A user's words (a name, a title, a message's start) on one line, cut at their own end: isolated in their own
 * direction (`dir="auto"`), so a Latin title on an Arabic screen ends in "…" instead of losing its start, and an
 * Arabic one on an English screen likewise.
 */
export function OneLine(props: TextProps) {
  return <Text as="span" display="block" dir="auto" minW="0" truncate {...props} />;
}
