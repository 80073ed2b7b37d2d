import { Avatar } from '@chakra-ui/react';
import { initialsOf } from '../../lib/chat/message-text';

/** A person's picture, or their initials; a group's initials are the campaign's. Decorative: the name is beside it. */
export function ChatAvatar({ name, src, size = 'md' }: { name: string; src?: string; size?: 'sm' | 'md' }) {
  return (
    <Avatar.Root size={size} colorPalette="blue" flexShrink="0" aria-hidden>
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
