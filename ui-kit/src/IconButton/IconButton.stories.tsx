import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Modifica', icon: <Icon name="edit" />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Primary: Story = {
  args: { variant: 'primary', label: 'Aggiungi', icon: <Icon name="plus" /> },
};
export const Danger: Story = {
  args: { variant: 'danger', label: 'Elimina', icon: <Icon name="trash" /> },
};
export const Disabled: Story = { args: { disabled: true } };
