import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app/app.css';
import { PrimeReactProvider } from 'primereact/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { configurePrimeLocale, PRIME_VALUE } from './app/prime.ts';

configurePrimeLocale();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PrimeReactProvider value={PRIME_VALUE}>
      <App />
    </PrimeReactProvider>
  </StrictMode>,
);
