import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('/down', () => {
  it('shows the iOS and the Lite install steps in order', async () => {
    renderApp('/down');
    const ios = await screen.findByRole('region', { name: 'Pasang pada iOS' });
    const iosSteps = within(ios).getAllByRole('listitem');
    expect(iosSteps).toHaveLength(4);
    expect(iosSteps[0].textContent).toBe('Buka laman ini dalam Safari.');
    expect(iosSteps[2].textContent).toContain('Tambah ke Skrin Utama');

    const lite = screen.getByRole('region', { name: 'Pasang versi Lite' });
    const liteSteps = within(lite).getAllByRole('listitem');
    expect(liteSteps).toHaveLength(4);
    expect(liteSteps[0].textContent).toBe('Buka laman ini dalam Chrome.');
  });
});
