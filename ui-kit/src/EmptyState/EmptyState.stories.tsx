import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { message: 'Non ci sono dispositivi collegati.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = {
  args: { icon: <Icon name="info" size={32} />, message: 'No information available.' },
};
export const WithAction: Story = { args: { action: <Button>Crea Struttura</Button> } };
