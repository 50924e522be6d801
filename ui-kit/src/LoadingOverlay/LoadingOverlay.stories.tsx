import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { label: 'Caricamento del profilo...' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Cover: Story = {
  args: { cover: true },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 240 }}>
        <p>Contenuto sotto</p>
        <Story />
      </div>
    ),
  ],
};
