import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Salva', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Annulla' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Elimina' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Indietro' } };
export const Loading: Story = { args: { loading: true, children: 'Login' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Cerca' } };
export const Small: Story = { args: { size: 'sm', children: 'Modifica' } };
