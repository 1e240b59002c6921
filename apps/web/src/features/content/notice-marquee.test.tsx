import { fireEvent, screen, within } from '@testing-library/react';
import { CONTENT_PATHS, type AnnouncementPayload } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const player = ['Satu', 'Dua', 'Tiga'].map((title, index) => ({
  id: String(index + 1),
  title,
  content: `Isi ${title}`,
}));

describe('notice marquee', () => {
  it('lists the notice titles; a click opens the notice modal at that notice', async () => {
    mockApi({
      [`GET ${CONTENT_PATHS.announcements}`]: () =>
        ok<AnnouncementPayload>({ player, banners: [], popup: [], promotion: [] }),
    });
    renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Notis' });
    expect(
      within(marquee)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Satu', 'Dua', 'Tiga']);

    fireEvent.click(within(marquee).getByRole('button', { name: 'Dua' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pengumuman' });
    expect(within(dialog).getByRole('heading', { name: 'Dua' })).toBeTruthy();
    expect(within(dialog).getByText('Isi Dua')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Seterusnya' }));
    expect(within(dialog).getByRole('heading', { name: 'Tiga' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Seterusnya' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sebelumnya' }));
    expect(within(dialog).getByRole('heading', { name: 'Dua' })).toBeTruthy();
  });
});
