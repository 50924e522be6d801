// The signed-in areas' code (AreaScreen) is a chunk of its own: /login never downloads it. The
// login starts it while the credentials are checked, so the area opens without waiting for it.
export const loadAreaScreen = () => import(/* webpackChunkName: "area" */ './AreaScreen');

export function preloadAreaScreen(): void {
  loadAreaScreen().catch(() => {});
}
