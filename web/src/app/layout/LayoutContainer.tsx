import { Box, type BoxProps } from '@chakra-ui/react';
import { LAYOUT_MAX_WIDTH_PX, LAYOUT_PADDING_PX } from '../../../../shared/domain/constants';

/** Spec §2/§9: content centred, at most 1440 px wide, 16 px padding. */
export function LayoutContainer(props: BoxProps) {
  return <Box maxW={`${LAYOUT_MAX_WIDTH_PX}px`} mx="auto" px={`${LAYOUT_PADDING_PX}px`} w="full" {...props} />;
}
