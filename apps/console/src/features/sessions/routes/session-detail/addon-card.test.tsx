import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSessionPrice } from '../../price';
import { AddonCard } from './SessionCards';

describe('the session’s add-on card', () => {
  it('writes the display and synthetic values in the session’s currency', () => {
    render(
      <MantineProvider env="test">
        <AddonCard
          addon={{
            name: 'Gift wrap',
            short_description: null,
            display_value: '12.00',
            synthetic_value: 0,
          }}
          money={(amount) => formatSessionPrice(amount, '€')}
        />
      </MantineProvider>,
    );
    const card = within(screen.getByRole('region', { name: 'Add-on Details' }));
    expect(card.getByText('€12.00')).toBeInTheDocument();
    expect(card.getByText('€0.00')).toBeInTheDocument();
  });
});
