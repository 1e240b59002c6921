import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  // Issue 22: the page below stays where it is when the notices arrive.
  it('keeps the bar in place, hidden from screen readers, until the notices arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [`GET ${CONTENT_PATHS.announcements}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/');
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(main.previousElementSibling?.getAttribute('aria-hidden')).toBe('true'),
    );
    expect(screen.queryByRole('region', { name: 'Notis' })).toBeNull();

    answer(ok<AnnouncementPayload>({ player, banners: [], popup: [], promotion: [] }));
    const marquee = await screen.findByRole('region', { name: 'Notis' });
    expect(within(marquee).getAllByRole('button')).toHaveLength(3);
  });
});
