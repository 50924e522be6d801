import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LanguagePicker } from './LanguagePicker';

const meta = {
  title: 'Navigation/LanguagePicker',
  component: LanguagePicker,
  args: {
    languages: [
      { code: 'it', label: 'Italiano' },
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
      { code: 'fr', label: 'Français' },
      { code: 'de', label: 'Deutsch' },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithTitleAndValue: Story = { args: { title: 'Scegli la lingua', value: 'it' } };
