import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
// Preact renders at once where React would queue the work: the first render runs in a task of its own, so a phone
// never meets the scripts' start-up and the first render as one long task (decision 0005).
setTimeout(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
