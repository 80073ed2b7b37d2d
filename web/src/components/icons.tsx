import { Icon, type IconProps } from '@chakra-ui/react';

/** The few icons the app draws, inline: no icon font or library download. */

/** An icon drawn as one stroked path on a 24-unit square, in the text's colour. */
export function strokeIcon(path: string, strokeWidth = 2) {
  return function StrokeIcon(props: IconProps) {
    return (
      <Icon {...props} asChild>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d={path} />
        </svg>
      </Icon>
    );
  };
}

export const MenuIcon = strokeIcon('M4 6h16M4 12h16M4 18h16');
export const BellIcon = strokeIcon('M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0');
/** A five-pointed star; `fill="currentColor"` on the icon fills it (a starred creator). */
export const StarIcon = strokeIcon('M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z');
export const ChatIcon = strokeIcon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
