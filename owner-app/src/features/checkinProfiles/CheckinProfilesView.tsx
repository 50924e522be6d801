import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { CHECKIN_SEARCH_LIMIT, type CheckinProfile } from '@soglia/api-client';
import {
  Badge,
  Button,
  CardGrid,
  EmptyState,
  ErrorState,
  Heading,
  Icon,
  Spinner,
  Stack,
  Text,
  Toast,
} from '@soglia/ui-kit';
import { useAppSelector } from '../../app/hooks';
import { SectionHeader } from '../../shared/layout';
import { commonMessages } from '../../shared/messages';
import { AwaitingProfiles } from './AwaitingProfiles';
import { CheckinProfileCard } from './CheckinProfileCard';
import { CheckinProfileFormModal } from './CheckinProfileFormModal';
import { CheckinProfileSearchForm } from './CheckinProfileSearchForm';
import {
  selectCheckinProfilesRequest,
  selectSearchCapped,
  selectShownCheckinProfiles,
} from './checkinProfilesSlice';
import { todayIso } from './format';
import { ManualShareModal } from './ManualShareModal';
import { checkinProfilesMessages as m, checkinProfileValueMessages as v } from './messages';
import type { ApartmentRoomOptions } from './apartmentRoomOptions';
import { EMPTY_SEARCH, isEmptySearch, queryStringOf } from './searchParams';
import { useCheckinProfileSearch } from './useCheckinProfileSearch';
import { useRenderedCount } from './useRenderedCount';
import { useShareCredentials } from './useShareCredentials';

type Editing = { kind: 'new' } | { kind: 'edit'; profile: CheckinProfile } | null;

/**
 * Accessi: the search (kept in the URL), the bookings from the channels' calendars still to
 * complete and today's stays, or the search results, as cards; New Access and 'Modifica
 * Check-in' (Completa for a booking to complete), sharing a guest's credentials.
 */
export function CheckinProfilesView({
  apartmentRoomOptions,
}: {
  apartmentRoomOptions: ApartmentRoomOptions;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const { criteria, searchFor, retry } = useCheckinProfileSearch();
  const { status } = useAppSelector((state) => selectCheckinProfilesRequest(state));
  const profiles = useAppSelector(selectShownCheckinProfiles);
  const capped = useAppSelector(selectSearchCapped);
  const [editing, setEditing] = useState<Editing>(null);
  const { share, manual, closeManual } = useShareCredentials();
  const searchKey = queryStringOf(criteria);
  const { rendered, sentinel } = useRenderedCount(profiles.length, searchKey);

  const searching = !isEmptySearch(criteria);
  const today = criteria.date !== '' && criteria.date === todayIso();
  const edit = useCallback((profile: CheckinProfile) => setEditing({ kind: 'edit', profile }), []);
  const onShare = useCallback((profile: CheckinProfile) => void share(profile), [share]);
  // A new check-in: the search moves to its arrival day and runs again
  // (docs/product.md § The host console).
  const onCreated = useCallback(
    (profile: CheckinProfile) => searchFor({ ...EMPTY_SEARCH, date: profile.check_in_date }),
    [searchFor],
  );

  let body;
  if (status === 'failed') {
    body = (
      <ErrorState
        title={t(m.errorTitle)}
        message={t(m.errorMessage)}
        actionLabel={t(commonMessages.retry)}
        onAction={retry}
      />
    );
  } else if (status !== 'succeeded') {
    body = (
      <Stack align="center" padding="xxxl">
        <Spinner size="lg" label={t(m.loading)} />
      </Stack>
    );
  } else if (profiles.length === 0) {
    body = <EmptyState message={t(searching ? m.emptySearch : m.emptyCurrents)} />;
  } else {
    body = (
      <Stack gap="lg">
        {capped ? (
          <Toast tone="info" message={t(v.searchCapped, { limit: CHECKIN_SEARCH_LIMIT })} />
        ) : null}
        <CardGrid minColumnWidth="lg">
          {profiles.slice(0, rendered).map((profile) => (
            <CheckinProfileCard
              key={profile.id}
              profile={profile}
              onEdit={edit}
              onShare={onShare}
            />
          ))}
        </CardGrid>
        {sentinel ? <div ref={sentinel} aria-hidden="true" /> : null}
      </Stack>
    );
  }

  return (
    <>
      <SectionHeader
        title={t(m.title)}
        actions={
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Icon name="plus" />
            {t(m.newAccess)}
          </Button>
        }
      />
      <CheckinProfileSearchForm key={searchKey} initial={criteria} onSearch={searchFor} />
      <Stack gap="xxl">
        {!searching && status === 'succeeded' ? (
          <AwaitingProfiles onEdit={edit} onShare={onShare} />
        ) : null}
        <Stack as="section" gap="md" aria-labelledby={headingId}>
          <Stack direction="row" align="center" gap="sm" wrap>
            <Heading level={2} size="lg" id={headingId}>
              {t(searching ? m.resultsHeading : m.currentsHeading)}
            </Heading>
            {today ? (
              <Badge tone="info">
                <span lang="en">{t(m.today)}</span>
              </Badge>
            ) : null}
            {status === 'succeeded' && profiles.length > 0 ? (
              <Text as="span" tone="muted">
                {t(v.resultsCount, { count: profiles.length })}
              </Text>
            ) : null}
          </Stack>
          {body}
        </Stack>
      </Stack>
      {editing ? (
        <CheckinProfileFormModal
          profile={editing.kind === 'edit' ? editing.profile : undefined}
          apartmentRoomOptions={apartmentRoomOptions}
          onClose={() => setEditing(null)}
          onCreated={onCreated}
        />
      ) : null}
      <ManualShareModal content={manual} onClose={closeManual} />
    </>
  );
}
