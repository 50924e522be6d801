import { useIntl } from 'react-intl';
import { Button, Modal, Stack, Text, Textarea } from '@soglia/ui-kit';
import { checkinProfilesMessages as m } from './messages';
import type { ShareContent } from './shareMessage';

/** The credentials message to copy by hand, when the browser can neither share nor copy. */
export function ManualShareModal({
  content,
  onClose,
}: {
  content: ShareContent | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Modal
      open={content !== null}
      title={t(m.manualShareTitle)}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t(m.close)}</Button>}
    >
      <Stack gap="md">
        <Text>{t(m.manualShareHint)}</Text>
        <Textarea
          label={t(m.manualShareLabel)}
          readOnly
          rows={10}
          value={content?.text ?? ''}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Stack>
    </Modal>
  );
}
