import { useIntl } from 'react-intl';
import { Button, LanguagePicker, Modal } from '@soglia/ui-kit';
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@soglia/api-client';
import { i18nMessages as m } from './messages';

export interface LanguageModalProps {
  open: boolean;
  value: LanguageCode;
  onSelect: (code: LanguageCode) => void;
  onClose: () => void;
}

export function LanguageModal({ open, value, onSelect, onClose }: LanguageModalProps) {
  const intl = useIntl();
  const close = intl.formatMessage(m.close);
  return (
    <Modal
      open={open}
      title={intl.formatMessage(m.title)}
      onClose={onClose}
      closeLabel={close}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {close}
        </Button>
      }
    >
      <LanguagePicker
        languages={LANGUAGES}
        value={value}
        onSelect={(code) => {
          if (isLanguageCode(code)) onSelect(code);
          onClose();
        }}
      />
    </Modal>
  );
}
