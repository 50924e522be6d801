import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, Heading, Icon, Spinner, Stack } from '@soglia/ui-kit';
import type { InfoEntry } from '@soglia/api-client';
import { useGuestGuidebook } from '../../shared/guidebookCache';
import { ArticleCard } from './ArticleCard';
import { guidebookMessages as m } from './messages';
import {
  GUIDEBOOK_SECTIONS,
  articlesOf,
  type GuidebookGroup,
  type GuidebookSectionId,
} from './sections';

export interface GuidebookSectionProps {
  section: GuidebookSectionId;
  /** The stay's room: room_info articles are limited to it (docs/product.md § The guest flow). */
  roomName?: string | null;
  /** Shown above the articles whatever their state (the apartment's CIN). */
  before?: ReactNode;
}

/** A guidebook section of the guest dashboard: its article groups, or loading / error / empty. */
export function GuidebookSection({ section, roomName, before }: GuidebookSectionProps) {
  const intl = useIntl();
  const guidebook = useGuestGuidebook();
  const { groups, empty, icon } = GUIDEBOOK_SECTIONS[section];

  let body: ReactNode;
  if (guidebook.status === 'ready') {
    const filled = groups
      .map((group) => ({ group, articles: articlesOf(guidebook.data, group.type, roomName) }))
      .filter(({ articles }) => articles.length > 0);
    body =
      filled.length === 0 ? (
        <EmptyState icon={<Icon name={icon} size={32} />} message={intl.formatMessage(empty)} />
      ) : (
        filled.map(({ group, articles }) => (
          <ArticleGroup key={group.type} group={group} articles={articles} />
        ))
      );
  } else if (guidebook.status === 'loading') {
    body = (
      <Stack align="center" padding="xl">
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else {
    body = (
      <ErrorState
        title={intl.formatMessage(m.errorTitle)}
        message={intl.formatMessage(m.errorMessage)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={guidebook.retry}
      />
    );
  }

  return (
    <Stack gap="lg">
      {before}
      {body}
    </Stack>
  );
}

function ArticleGroup({ group, articles }: { group: GuidebookGroup; articles: InfoEntry[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage(group.title)}
      </Heading>
      {articles.map((info) => (
        <ArticleCard key={info.id} info={info} />
      ))}
    </Stack>
  );
}
