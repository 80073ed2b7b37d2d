import { Box, Link, type BoxProps } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import type { OffPlatformContact } from '../../../../shared/domain/off-platform-contact';
import { highlightParts, splitLinks, textDirection } from '../../lib/chat/message-text';

/**
 * A message's text as React text (never HTML): line breaks kept, `http(s)` addresses as links that open apart and
 * pass nothing on, in the message's own direction. With `findings`, the off-platform contact in it is marked instead
 * (no links: the sender or the admin reads what was found). `plain`: no links at all (a flagged message as the other
 * members read it, its contact details masked).
 */
export function MessageText({ text, findings, plain, ...box }: BoxProps & { text: string; findings?: readonly OffPlatformContact[]; plain?: boolean }) {
  let content: ReactNode = <Linked text={text} />;
  if (findings) content = <Highlighted text={text} findings={findings} />;
  else if (plain) content = text;
  return (
    <Box whiteSpace="pre-wrap" overflowWrap="anywhere" dir={textDirection(text) ?? 'auto'} textAlign="start" {...box}>
      {content}
    </Box>
  );
}

function Linked({ text }: { text: string }) {
  return splitLinks(text).map((part, index) =>
    part.kind === 'link' ? (
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" color="inherit" textDecoration="underline" dir="ltr">
        {part.text}
      </Link>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

function Highlighted({ text, findings }: { text: string; findings: readonly OffPlatformContact[] }) {
  return highlightParts(text, findings).map((part, index) =>
    part.kind ? (
      <Box as="mark" key={index} bg="orange.100" color="orange.900" borderRadius="l1" px="0.5" fontWeight="semibold" data-kind={part.kind}>
        {part.text}
      </Box>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
