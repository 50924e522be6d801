import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressSteps } from './ProgressSteps';

const meta = {
  title: 'Feedback/ProgressSteps',
  component: ProgressSteps,
  args: {
    total: 4,
    completed: 1,
    label: 'Guests registered',
    stepLabel: (n: number) => `Guest ${n}`,
  },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const NoneDone: Story = { args: { completed: 0 } };
export const AllDone: Story = { args: { completed: 4 } };
