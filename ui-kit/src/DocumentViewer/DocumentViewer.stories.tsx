import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useRef } from 'react';
import { Card } from '../Card';
import { DocumentViewer } from './DocumentViewer';

// Inline SVG images so the stories work offline.
const svg = (text: string, colour: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-size="32" text-anchor="middle" fill="#1c2733">${text}</text></svg>`,
  )}`;

const front = svg('Fronte', '#e6f0f7');
const back = svg('Retro', '#fff3dc');

const meta = {
  title: 'Content/DocumentViewer',
  component: DocumentViewer,
  args: { frontUrl: front },
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FrontOnly: Story = {};
export const FrontAndBack: Story = { args: { backUrl: back } };
export const Loading: Story = { args: { loading: true } };
export const NoPhoto: Story = { args: { frontUrl: null } };
export const MatchedToCard: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLDivElement>(null);
    return (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
          gap: 16,
        }}
      >
        <div ref={ref}>
          <Card title="Dettagli Documento">
            <p>Nome: Giulia</p>
            <p>Cognome: Rossi</p>
            <p>Documento: passaporto</p>
            <p>Numero: YA1234567</p>
          </Card>
        </div>
        <DocumentViewer {...args} matchHeightRef={ref} />
      </div>
    );
  },
  args: { backUrl: back },
};
