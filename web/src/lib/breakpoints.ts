import type { SystemStyleObject } from '@chakra-ui/react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/constants';

/** Spec §9: the mobile layout (drawer menu) applies at 900 px and below, the desktop one above. */
export const ONLY_MOBILE: SystemStyleObject = { [`@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`]: { display: 'none' } };
export const ONLY_DESKTOP: SystemStyleObject = { [`@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`]: { display: 'none' } };
