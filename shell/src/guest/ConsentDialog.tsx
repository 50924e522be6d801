import type { LanguageCode } from '@soglia/api-client';
import { Button, Modal } from '@soglia/ui-kit';
import { CONSENT_TEXTS } from './consentTexts';

interface ConsentDialogProps {
  language: LanguageCode;
  onAccept: () => void;
}

/** Not dismissible: only Accept closes it (no outside click, no Escape, no close button). */
export function ConsentDialog({ language, onAccept }: ConsentDialogProps) {
  const texts = CONSENT_TEXTS[language] ?? CONSENT_TEXTS.en;
  return (
    <Modal
      open
      title={texts.title}
      dismissible={false}
      footer={
        <Button type="button" onClick={onAccept} fullWidth>
          {texts.accept}
        </Button>
      }
    >
      <p lang={language}>{texts.lawfulProcessing}</p>
      <p lang={language}>{texts.documentPhotos}</p>
      <p lang={language}>{texts.identificationCall}</p>
      <p lang={language}>{texts.keptOnPhone}</p>
      <p lang={language}>{texts.cookies}</p>
    </Modal>
  );
}
