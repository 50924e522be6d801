import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckinProfile } from '@soglia/api-client';
import { useNotify } from '../../shared/notices';
import { checkinProfilesMessages as m } from './messages';
import { credentialsMessage, type ShareContent } from './shareMessage';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Hands a guest's credentials to the host's chat: the phone's share sheet where the browser has
 * the Web Share API, otherwise the message on the clipboard with a notice. When the browser
 * allows neither (no secure context, permission refused), `manual` holds the message for the
 * host to copy by hand.
 */
export function useShareCredentials() {
  const intl = useIntl();
  const notify = useNotify();
  const [manual, setManual] = useState<ShareContent | null>(null);

  const share = useCallback(
    async (profile: CheckinProfile) => {
      const content = credentialsMessage(profile);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(content);
          return;
        } catch (error) {
          // The host closed the share sheet: nothing to do. Any other failure: the clipboard.
          if (cancelled(error)) return;
        }
      }
      try {
        await navigator.clipboard.writeText(content.text);
        notify({ tone: 'success', message: intl.formatMessage(m.copied) });
      } catch {
        setManual(content);
      }
    },
    [intl, notify],
  );

  const closeManual = useCallback(() => setManual(null), []);
  return { share, manual, closeManual };
}
