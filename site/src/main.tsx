import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@portfolio/ui/fonts';
import './i18n/i18n';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
