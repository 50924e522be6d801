import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { InfoEntry } from '@soglia/api-client';
import {
  Button,
  DescriptionList,
  Icon,
  Modal,
  PreformattedText,
  type DescriptionItem,
} from '@soglia/ui-kit';
import { guidebookEntryDetailMessages as m, guidebookTypeMessages } from './messages';

const MapsLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

export interface GuidebookEntryDetailModalProps {
  info: InfoEntry;
  onClose: () => void;
  onEdit: () => void;
  /** Elimina: the screen asks for a confirmation, then deletes. */
  onDelete: () => void;
}

/** One entry as the host wrote it: title, type, text, the optional maps link. */
export function GuidebookEntryDetailModal({
  info,
  onClose,
  onEdit,
  onDelete,
}: GuidebookEntryDetailModalProps) {
  const intl = useIntl();
  const items: DescriptionItem[] = [
    {
      id: 'type',
      term: intl.formatMessage(m.type),
      details: intl.formatMessage(guidebookTypeMessages[info.type]),
    },
  ];
  if (info.type === 'room_info' && info.room_name) {
    items.push({ id: 'room', term: intl.formatMessage(m.room), details: info.room_name });
  }
  items.push({
    id: 'text',
    term: intl.formatMessage(m.text),
    details: <PreformattedText text={info.info} />,
  });
  if (info.google_link) {
    items.push({
      id: 'link',
      term: intl.formatMessage(m.link),
      details: (
        <MapsLink href={info.google_link} target="_blank" rel="noopener noreferrer">
          <Icon name="mapPin" size={18} />
          {intl.formatMessage(m.openMaps)}
        </MapsLink>
      ),
    });
  }
  return (
    <Modal
      open
      title={info.title}
      onClose={onClose}
      closeLabel={intl.formatMessage(m.closeDialog)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            <Icon name="edit" size={18} />
            {intl.formatMessage(m.edit)}
          </Button>
          <Button variant="danger" onClick={onDelete}>
            <Icon name="trash" size={18} />
            {intl.formatMessage(m.delete)}
          </Button>
        </>
      }
    >
      <DescriptionList layout="stacked" items={items} />
    </Modal>
  );
}
