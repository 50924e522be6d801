import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Heading, Icon, Stack, Text } from '@soglia/ui-kit';
import type { LanguageCode } from '@soglia/api-client';
import { headerMessages as m } from './messages';

// The language dialog (a modal with its focus trap and the picker) is a chunk of its own: the
// header asks for it when it renders, and nothing waits for it (its Suspense shows nothing).
const LanguageModal = lazy(() =>
  import(/* webpackChunkName: "language-modal" */ '../../shared/i18n/LanguageModal').then(
    (module) => ({ default: module.LanguageModal }),
  ),
);

export interface GuestHeaderProps {
  apartmentName: string;
  guestName: string;
  language: LanguageCode;
  onLanguageChange: (code: LanguageCode) => void;
}

export function GuestHeader({
  apartmentName,
  guestName,
  language,
  onLanguageChange,
}: GuestHeaderProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Stack as="header" direction="row" wrap align="center" justify="between" padding="md">
      <Heading level={1}>{apartmentName}</Heading>
      <Button
        variant="ghost"
        // The visible code is part of the name (WCAG 2.5.3, label in name).
        aria-label={`${intl.formatMessage(m.changeLanguage)}: ${language.toUpperCase()}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Stack as="span" direction="row" align="center" gap="xs">
          <Icon name="globe" size={22} />
          {language.toUpperCase()}
        </Stack>
      </Button>
      <Text weight="bold" title={intl.formatMessage(m.guest)}>
        {guestName}
      </Text>
      <Suspense fallback={null}>
        <LanguageModal
          open={open}
          value={language}
          onSelect={onLanguageChange}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    </Stack>
  );
}
