import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { Standalone } from './dev/Standalone';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Standalone App={App} hint="Guest demo: giulia.rossi / GUEST123" />
    </StrictMode>,
  );
}
