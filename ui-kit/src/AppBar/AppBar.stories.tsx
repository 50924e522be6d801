import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AppBar } from './AppBar';

const meta = {
  title: 'Navigation/AppBar',
  component: AppBar,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Soglia', actions: <a href="#logout">Logout</a> },
} satisfies Meta<typeof AppBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { actions: undefined } };
