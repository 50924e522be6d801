import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Icon } from '@soglia/ui-kit';
import type { LanguageCode } from '@soglia/api-client';
import { LanguageModal } from '../i18n/LanguageModal';
import { headerMessages as m } from './messages';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 16px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.35rem;
  flex: 1 1 auto;
`;

const GuestName = styled.p`
  margin: 0;
  font-weight: 600;
`;

const LanguageLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

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
    <Bar>
      <Title>{apartmentName}</Title>
      <Button
        variant="ghost"
        aria-label={intl.formatMessage(m.changeLanguage)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <LanguageLabel>
          <Icon name="globe" size={22} />
          {language.toUpperCase()}
        </LanguageLabel>
      </Button>
      <GuestName title={intl.formatMessage(m.guest)}>{guestName}</GuestName>
      <LanguageModal
        open={open}
        value={language}
        onSelect={onLanguageChange}
        onClose={() => setOpen(false)}
      />
    </Bar>
  );
}
