import type { Theme } from '@aws-amplify/ui-react';

/** Chakra's token, as the CSS variable its system defines: Amplify UI's theme takes CSS values. */
const chakra = (token: string) => `var(--chakra-${token})`;

/**
 * Amplify UI's Authenticator in the app's look: Chakra's blue for its buttons, links and focus rings, the app's
 * fonts and radii, no card of its own (it sits in the sign-in screens' frame, beside their hero panel).
 */
export const AUTHENTICATOR_THEME: Theme = {
  name: 'ugc-admin-sign-in',
  tokens: {
    colors: {
      primary: {
        10: chakra('colors-blue-50'),
        20: chakra('colors-blue-100'),
        40: chakra('colors-blue-300'),
        60: chakra('colors-blue-500'),
        80: chakra('colors-blue-700'),
        90: chakra('colors-blue-800'),
        100: chakra('colors-blue-900'),
      },
    },
    fonts: { default: { variable: { value: chakra('fonts-body') }, static: { value: chakra('fonts-body') } } },
    radii: { small: { value: chakra('radii-sm') }, medium: { value: chakra('radii-md') }, large: { value: chakra('radii-lg') } },
    components: {
      authenticator: {
        router: { borderWidth: { value: '0' }, boxShadow: { value: 'none' } },
        form: { padding: { value: '0' } },
        container: { widthMax: { value: '100%' } },
      },
    },
  },
};
