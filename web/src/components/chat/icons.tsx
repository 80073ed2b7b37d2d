import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The chat's icons, inline (the shell's `components/icons.tsx` stays in the first load with only its own). */
function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Icon {...props} asChild>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {children}
      </svg>
    </Icon>
  );
}

/** A paper plane pointing to the end side: mirrored in right-to-left. */
export function SendIcon(props: IconProps) {
  return (
    <StrokeIcon {...props} css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}>
      <path d="M4 12 20 4l-4 16-4-7-8-1z" />
      <path d="m12 13 8-9" />
    </StrokeIcon>
  );
}

export function AttachIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
    </StrokeIcon>
  );
}

/** Back to the list: points to the start side (mirrored in right-to-left). */
export function BackIcon(props: IconProps) {
  return (
    <StrokeIcon {...props} css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}>
      <path d="m15 18-6-6 6-6" />
    </StrokeIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m5 12 5 5 9-10" />
    </StrokeIcon>
  );
}

export function DoubleCheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m2 12 5 5 9-10" />
      <path d="m12 16 1 1 9-10" />
    </StrokeIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}

export function FlagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 21V4h11l-2 4 2 4H5" />
    </StrokeIcon>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 3H6v18h12V7z" />
      <path d="M14 3v4h4" />
    </StrokeIcon>
  );
}
