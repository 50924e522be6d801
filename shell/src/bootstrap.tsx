import { createRoot } from 'react-dom/client';
import { loadAreaScreen } from './areaChunk';
import { isAuthenticated } from './auth/session';
import { matchRoute } from './routing/routes';
import { ShellApp, startSession } from './ShellApp';

// Before React's first render (which takes a while on a slow phone): the first answers are asked
// for and a signed-in area's remote starts downloading and running now (docs/adr/0014).
startSession();
const route = matchRoute(window.location.pathname);
if (route.kind === 'area' && isAuthenticated()) {
  const { profile } = route;
  loadAreaScreen().then(
    (area) => area.preloadRemote(profile),
    () => {},
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<ShellApp />);
