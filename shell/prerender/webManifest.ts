import { colors } from '@soglia/ui-kit';
import { REMOTE_BASE_PATHS } from '@soglia/api-client';

/**
 * The guest app's web app manifest (what a phone installs from the guest's page): the guest's
 * page first, the whole app in scope (the login and logout stay in the installed window), the
 * theme's colours.
 */
export function webManifest() {
  const start = REMOTE_BASE_PATHS.guest;
  return {
    id: start,
    name: 'Soglia',
    short_name: 'Soglia',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: colors.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
