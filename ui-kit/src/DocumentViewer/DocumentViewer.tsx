import { useEffect, useState, type RefObject } from 'react';
import { Spinner } from '../Spinner';
import {
  StyledFrame,
  StyledFrameSpinner,
  StyledNoPhoto,
  StyledToggleButton,
  StyledToggleGroup,
  StyledViewer,
} from './DocumentViewer.styles';
import { useMatchedHeight } from './useMatchedHeight';

export type DocumentSide = 'front' | 'back';

export interface DocumentViewerProps {
  frontUrl?: string | null;
  backUrl?: string | null;
  /** MIME types; without them a URL ending in .pdf is shown as PDF, anything else as an image. */
  frontMimeType?: string;
  backMimeType?: string;
  /** The caller is still fetching the files. */
  loading?: boolean;
  /** The frame takes this element's height and follows its resizes and window resizes. */
  matchHeightRef?: RefObject<HTMLElement | null>;
  /** Default 'Nessuna foto disponibile.' */
  noPhotoLabel?: string;
  /** Default 'Fronte'. */
  frontLabel?: string;
  /** Default 'Retro'. */
  backLabel?: string;
  /** Default 'Caricamento'. */
  loadingLabel?: string;
  /** Default 'Foto del documento'. */
  imageAlt?: string;
  /** Title of the embedded PDF frame. Default 'Documento PDF'. */
  pdfTitle?: string;
  /** Accessible name of the Fronte/Retro toggle. Default 'Lato del documento'. */
  sideGroupLabel?: string;
}

export function isPdf(url: string, mimeType?: string): boolean {
  if (mimeType) return mimeType.toLowerCase().includes('pdf');
  return /^data:application\/pdf/i.test(url) || /\.pdf($|[?#])/i.test(url);
}

/** Document photo viewer: image or embedded PDF, Fronte/Retro toggle only when a back exists. */
export function DocumentViewer({
  frontUrl,
  backUrl,
  frontMimeType,
  backMimeType,
  loading = false,
  matchHeightRef,
  noPhotoLabel = 'Nessuna foto disponibile.',
  frontLabel = 'Fronte',
  backLabel = 'Retro',
  loadingLabel = 'Caricamento',
  imageAlt = 'Foto del documento',
  pdfTitle = 'Documento PDF',
  sideGroupLabel = 'Lato del documento',
}: DocumentViewerProps) {
  const [side, setSide] = useState<DocumentSide>('front');
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const height = useMatchedHeight(matchHeightRef);

  // A new document (e.g. next guest) starts again from the front.
  useEffect(() => setSide('front'), [frontUrl]);

  const hasBack = Boolean(backUrl);
  const showBack = side === 'back' && hasBack;
  const url = (showBack ? backUrl : frontUrl) || null;
  const mime = showBack ? backMimeType : frontMimeType;
  const contentLoading = url !== null && loadedUrl !== url && failedUrl !== url;
  const busy = loading || contentLoading;
  const missing = !loading && (url === null || failedUrl === url);

  return (
    <StyledViewer>
      {hasBack && !loading ? (
        <StyledToggleGroup role="group" aria-label={sideGroupLabel}>
          <StyledToggleButton
            type="button"
            aria-pressed={!showBack}
            onClick={() => setSide('front')}
          >
            {frontLabel}
          </StyledToggleButton>
          <StyledToggleButton type="button" aria-pressed={showBack} onClick={() => setSide('back')}>
            {backLabel}
          </StyledToggleButton>
        </StyledToggleGroup>
      ) : null}
      <StyledFrame
        style={height ? { height } : undefined}
        data-testid="document-frame"
        aria-busy={busy || undefined}
      >
        {missing ? <StyledNoPhoto>{noPhotoLabel}</StyledNoPhoto> : null}
        {!loading && url && failedUrl !== url ? (
          isPdf(url, mime) ? (
            <iframe
              key={url}
              src={url}
              title={pdfTitle}
              data-loading={contentLoading || undefined}
              onLoad={() => setLoadedUrl(url)}
            />
          ) : (
            <img
              key={url}
              src={url}
              alt={`${imageAlt} (${showBack ? backLabel : frontLabel})`}
              data-loading={contentLoading || undefined}
              onLoad={() => setLoadedUrl(url)}
              onError={() => setFailedUrl(url)}
            />
          )
        ) : null}
        {busy ? (
          <StyledFrameSpinner>
            <Spinner size="lg" label={loadingLabel} />
          </StyledFrameSpinner>
        ) : null}
      </StyledFrame>
    </StyledViewer>
  );
}
