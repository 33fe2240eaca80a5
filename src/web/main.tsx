import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';
import { startTheme } from './lib/theme.ts';

// Light or dark as chosen in the settings (localStorage `theme`), else as the system says.
startTheme();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
