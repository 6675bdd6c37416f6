/** The web app's entry: API and query providers, toasts, the service worker, and the routes. */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider } from './lib/api-context';
import { AppToaster } from './lib/toast';
import { App } from './App';
import { applyStoredTheme } from './pages/theme';
import './styles/tokens.css';
import './styles/app.css';

applyStoredTheme();

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    // The analyser's local modes keep working offline once the shell is cached.
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker', error));
  });
}

// The first render is a transition: React renders it in short slices between which the browser stays
// responsive, instead of one long task while the whole screen is built.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <ApiProvider>
        <App />
        <AppToaster />
      </ApiProvider>
    </StrictMode>,
  );
});
