import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/noto-kufi-arabic/arabic-400.css';
import '@fontsource/noto-kufi-arabic/arabic-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { SHELL_CATALOGUE } from './i18n/LocaleProvider';
import { storedLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = element;
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first render speaks at once: the frame's catalogue in the stored language is fetched first (a failure is
// retried by that render).
loadMessages(storedLocale(), SHELL_CATALOGUE).then(render, render);
