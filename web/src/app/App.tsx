import { ChakraProvider } from '@chakra-ui/react';
import { LandingPage } from '../features/landing/LandingPage';
import { LocaleProvider } from './LocaleProvider';
import { system } from './theme';

export function App() {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider>
        <LandingPage />
      </LocaleProvider>
    </ChakraProvider>
  );
}
