/** The attribute of the prerendered login page's <style> element (shell/prerender). */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered';

/** Drops the prerendered page's styles once the app's own are in the document. */
export function removePrerenderedStyles(): void {
  document.querySelectorAll(`style[${PRERENDERED_STYLE_ATTRIBUTE}]`).forEach((tag) => tag.remove());
}
