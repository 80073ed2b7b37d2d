import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Poppins for Latin script, Noto Kufi Arabic for Arabic: both shipped with the app, no font CDN. */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Poppins', 'Noto Kufi Arabic', sans-serif" },
        body: { value: "'Poppins', 'Noto Kufi Arabic', sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
