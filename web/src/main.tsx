import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/noto-kufi-arabic/arabic-400.css';
import '@fontsource/noto-kufi-arabic/arabic-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
