import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './providers/i18nProvider';

const i18nProvider = await createI18nProvider();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18nProvider={i18nProvider} />
  </StrictMode>,
);
