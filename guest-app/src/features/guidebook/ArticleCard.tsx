import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, ExpandableText, Heading, Icon, Stack, Text } from '@soglia/ui-kit';
import type { InfoEntry } from '@soglia/api-client';
import { guidebookMessages as m } from './messages';
import { mapsLinkOf } from './sections';

/** Characters of an article shown before 'Read more'. */
export const COLLAPSED_CHARS = 200;

/** One guidebook article: title, text with read more / read less, 'Open in Maps' if linked. */
export function ArticleCard({ info }: { info: InfoEntry }) {
  const intl = useIntl();
  const titleId = useId();
  const newTabId = useId();
  const link = mapsLinkOf(info);
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Heading level={3} id={titleId}>
          {info.title}
        </Heading>
        {info.type === 'room_info' && info.room_name ? (
          <Text tone="muted" size="sm">
            {intl.formatMessage(m.room, { name: info.room_name })}
          </Text>
        ) : null}
        <ExpandableText
          text={info.info}
          maxChars={COLLAPSED_CHARS}
          moreLabel={intl.formatMessage(m.readMore)}
          lessLabel={intl.formatMessage(m.readLess)}
        />
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            // Described by the article's title (which place) and that a new tab opens.
            aria-describedby={`${titleId} ${newTabId}`}
          >
            <Stack as="span" direction="row" align="center" gap="xs">
              <Icon name="mapPin" size={18} />
              <span>{intl.formatMessage(m.openMaps)}</span>
              <span id={newTabId} hidden>
                {intl.formatMessage(m.newTab)}
              </span>
            </Stack>
          </a>
        ) : null}
      </Stack>
    </Card>
  );
}
