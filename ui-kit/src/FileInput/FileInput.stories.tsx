import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FileInput } from './FileInput';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    label: 'Fronte documento',
    accept: 'image/jpeg,image/png,image/bmp,image/gif,application/pdf',
    onFileSelect: fn(),
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Uploading: Story = { args: { progress: 60 } };
export const WithError: Story = { args: { error: 'Formato non supportato.' } };
export const English: Story = {
  args: {
    label: 'Document front',
    buttonLabel: 'Choose file',
    noFileLabel: 'No file chosen',
    progressLabel: 'Uploading',
  },
};
