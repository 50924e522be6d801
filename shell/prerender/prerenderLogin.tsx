// Renders the login page to static HTML at build time, so /login paints its form before any
// JavaScript arrives; the app replaces it with the live form as soon as it starts.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { PRERENDERED_STYLE_ATTRIBUTE } from '../src/prerendered';
import { LoginPage } from '../src/login/LoginPage';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The <style> elements of that markup, for the <head>. */
  styles: string;
}

export function prerenderLogin(): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <SogliaThemeProvider>
          <LoginPage />
        </SogliaThemeProvider>,
      ),
    );
    // Not styled-components' own marker: it would adopt the tag when it starts and drop its rules
    // until the app's first render (an unstyled flash, a layout shift). The app removes the tag
    // itself once its own styles are in (bootstrap.tsx).
    const styles = sheet
      .getStyleTags()
      .replace(/<style\b[^>]*>/g, `<style ${PRERENDERED_STYLE_ATTRIBUTE}>`);
    return { html, styles };
  } finally {
    sheet.seal();
  }
}
