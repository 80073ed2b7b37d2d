import { Icon, type IconProps } from '@chakra-ui/react';
import { strokeIcon } from '../../../components/icons';

/** The landing page's few icons, inline SVG: no icon library in the public entry's download. */

export const CheckIcon = strokeIcon('M5 12.5l4.5 4.5L19 7.5', 2.5);
export const ChevronDownIcon = strokeIcon('M6 9l6 6 6-6');

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props} asChild>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5z" />
      </svg>
    </Icon>
  );
}
