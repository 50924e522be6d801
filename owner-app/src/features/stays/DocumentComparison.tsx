import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { Card, DocumentViewer, Text } from '@soglia/ui-kit';
import type { GuestRegistration, Stay } from '@soglia/api-client';
import { useGuestDocument } from '../../shared/documents';
import { SectionHeader } from '../../shared/layout';
import { DocumentDetailsForm } from './DocumentDetailsForm';
import { documentMessages as dm } from './messages';
import { StayNavigation } from './StayNavigation';

const View = styled.div`
  &:focus {
    outline: none;
  }
`;

// Details and photo side by side; on a phone the photo comes first, at its own height.
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    & > section {
      order: -1;
    }
  }
`;

/** True while the media query matches (true where the browser cannot tell). */
function useMediaMatch(query: string): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const [matches, setMatches] = useState(() => !supported || window.matchMedia(query).matches);
  useEffect(() => {
    if (!supported) return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, supported]);
  return matches;
}

export interface DocumentComparisonProps {
  stay: Stay;
  guest: GuestRegistration;
  /** 1-based place among the guests of every stay shown. */
  position: { index: number; total: number };
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
}

/** One guest's 'Dettagli Documento' beside the document photo, to compare the two. */
export function DocumentComparison(props: DocumentComparisonProps) {
  const { stay, guest, position, onPrevious, onNext, onClose } = props;
  const intl = useIntl();
  const theme = useTheme();
  const wide = useMediaMatch(theme.media.wide.replace('@media', '').trim());
  const detailsRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const photos = useGuestDocument(guest);

  useEffect(() => {
    viewRef.current?.focus();
  }, [guest.id]);

  return (
    <View ref={viewRef} tabIndex={-1}>
      <SectionHeader
        title={`${guest.first_name} ${guest.last_name}`.trim()}
        leading={
          <Text tone="muted">
            {intl.formatMessage(dm.position, { ...position, stay: `${stay.name} ${stay.surname}` })}
          </Text>
        }
        actions={<StayNavigation onPrevious={onPrevious} onNext={onNext} onClose={onClose} />}
      />
      <Columns>
        <div ref={detailsRef}>
          <Card title={intl.formatMessage(dm.details)} titleAs="h2">
            <DocumentDetailsForm key={guest.id} guest={guest} />
          </Card>
        </div>
        <section aria-label={intl.formatMessage(dm.photo)}>
          <DocumentViewer
            frontUrl={photos.front?.url ?? null}
            backUrl={photos.back?.url ?? null}
            frontMimeType={photos.front?.type}
            backMimeType={photos.back?.type}
            loading={photos.loading}
            loadingLabel={intl.formatMessage(dm.loadingPhoto)}
            matchHeightRef={wide ? detailsRef : undefined}
          />
        </section>
      </Columns>
    </View>
  );
}
