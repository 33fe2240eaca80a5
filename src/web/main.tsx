import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import './styles.css';
import { App } from './app/app.tsx';

// Dark mode follows the system setting (the `dark` class drives Tailwind's dark variant).
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');
const applyColorScheme = () => document.documentElement.classList.toggle('dark', darkScheme.matches);
applyColorScheme();
darkScheme.addEventListener('change', applyColorScheme);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
