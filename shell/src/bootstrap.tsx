import { createRoot } from 'react-dom/client';
import { loadAreaScreen } from './areaChunk';
import { isAuthenticated } from './auth/session';
import { matchRoute } from './routing/routes';
import { ShellApp } from './ShellApp';

// Before React's first render (which takes a while on a slow phone): a signed-in area's remote
// starts downloading and running now (docs/adr/0015). The first answers are already asked for
// (firstReads.ts).
const route = matchRoute(window.location.pathname);
if (route.kind === 'area' && isAuthenticated()) {
  const { profile } = route;
  loadAreaScreen().then(
    (area) => area.preloadRemote(profile),
    () => {},
  );
}

const container = document.getElementById('root');
if (container) {
  const render = () => createRoot(container).render(<ShellApp />);
  // The login form served in the HTML is painted before React replaces it: on a fast load the
  // scripts could otherwise run before the first paint, and the form would appear only with the app.
  if (container.hasChildNodes()) requestAnimationFrame(() => setTimeout(render));
  else render();
}
