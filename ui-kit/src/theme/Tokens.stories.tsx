import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { contrastRatio } from './contrast';
import { colors, contrastPairs, fontSizes, space } from './tokens';

function TokenSheet() {
  return (
    <div>
      <h2>Colour pairs (WCAG)</h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 12,
          listStyle: 'none',
          padding: 0,
        }}
      >
        {contrastPairs
          .filter(([, , min]) => min >= 4.5)
          .map(([fg, bg]) => (
            <li
              key={`${fg}-${bg}`}
              style={{
                background: colors[bg],
                color: colors[fg],
                padding: 12,
                border: `1px solid ${colors.border}`,
              }}
            >
              {fg} on {bg}: {contrastRatio(colors[fg], colors[bg]).toFixed(2)}
            </li>
          ))}
      </ul>
      <h2>Spacing</h2>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {Object.entries(space).map(([name, value]) => (
          <li key={name}>
            {name}: {value}
          </li>
        ))}
      </ul>
      <h2>Type scale</h2>
      {Object.entries(fontSizes).map(([name, value]) => (
        <p key={name} style={{ fontSize: value, margin: '4px 0' }}>
          {name} ({value}) Benvenuti a Casa Soglia
        </p>
      ))}
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: TokenSheet } satisfies Meta<
  typeof TokenSheet
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {};
