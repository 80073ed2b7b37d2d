import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/noto-kufi-arabic/arabic-400.css';
import '@fontsource/noto-kufi-arabic/arabic-600.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { appSystem } from './app/theme';
import { SHELL_CATALOGUE } from './i18n/LocaleProvider';
import { storedLocale, storeLocale } from './i18n/locale';
import { loadMessages } from './i18n/messages';
import { mayHaveSession } from './lib/identity';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = element;
const locale = storedLocale();
// The server picks the prebuilt pages' language by this cookie (a language chosen before the cookie existed included).
storeLocale(locale);

/**
 * A prebuilt page (scripts/web/prerender.ts) is hydrated when this visitor's first render is the one it was built
 * from: same path, no query, same language, nobody signed in in this tab. Otherwise it is replaced.
 */
function matchesPrerendered(): boolean {
  return root.dataset.prerendered === `${locale}:${location.pathname}` && location.search === '' && !mayHaveSession();
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const render = () => {
  if (matchesPrerendered()) {
    // In a transition, hydration yields to the browser every few milliseconds: the prebuilt page is already on
    // screen, and a tap on it is answered in between rather than after the whole tree.
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
};
/** Lets the browser paint and answer input between two long pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first render speaks at once: the frame's catalogue in the stored language is fetched first (a failure is
// retried by that render). The styling system is made meanwhile, in a task of its own.
const messages = loadMessages(locale, SHELL_CATALOGUE).catch(() => undefined);
void nextTask()
  .then(appSystem)
  .then(() => messages)
  .then(nextTask)
  .then(render);
