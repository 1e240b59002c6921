import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ANNOUNCEMENT_POPUP_SEEN_KEY,
  CONTENT_PATHS,
  type AnnouncementPayload,
} from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const popup = [{ id: '5', title: 'Bonus alu-aluan', content: 'Bonus 100% deposit pertama.' }];

function popupApi() {
  mockApi({
    [`GET ${CONTENT_PATHS.announcements}`]: () =>
      ok<AnnouncementPayload>({ player: [], banners: [], popup, promotion: [] }),
  });
}

describe('announcement popup', () => {
  it('shows the popup on the home page once per session', async () => {
    popupApi();
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Pengumuman Penting' });
    expect(within(dialog).getByText('Bonus 100% deposit pertama.')).toBeTruthy();
    expect(window.sessionStorage.getItem(ANNOUNCEMENT_POPUP_SEEN_KEY)).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // A second load in the same session: the page, no popup.
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Pengumuman Penting' })).toBeNull();
  });
});
