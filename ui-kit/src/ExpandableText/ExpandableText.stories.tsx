import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ExpandableText } from './ExpandableText';

const meta = {
  title: 'Content/ExpandableText',
  component: ExpandableText,
  args: {
    text: 'Trattoria da Enzo, a due passi dalla casa: cucina romana tradizionale, carbonara e cacio e pepe. Prenotazione consigliata la sera. '.repeat(
      3,
    ),
    maxChars: 120,
  },
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const English: Story = { args: { moreLabel: 'Read more', lessLabel: 'Read less' } };
export const Short: Story = { args: { text: 'Parcheggio gratuito in strada.' } };
