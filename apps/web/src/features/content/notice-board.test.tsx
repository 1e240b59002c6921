import { fireEvent, screen, within } from '@testing-library/react';
import { ANNOUNCEMENT_PAGE_SIZE, CONTENT_PATHS, type NoticePage } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// Eleven notices: nine on the first page, two on the second.
const notices = Array.from({ length: 11 }, (_, index) => ({
  id: String(index + 1),
  title: `Notis ${index + 1}`,
  content: `Kandungan ${index + 1}`,
}));

function noticeApi() {
  return mockApi({
    [`GET ${CONTENT_PATHS.notices}`]: (request) => {
      const pageNo = Number(request.query.get('pageNo'));
      const pageSize = Number(request.query.get('pageSize'));
      return ok<NoticePage>({
        list: notices.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        totalPages: Math.ceil(notices.length / pageSize),
      });
    },
  });
}

describe('/noticePage', () => {
  it('lists nine notices a page, shows the chosen one and pages on', async () => {
    const api = noticeApi();
    renderApp('/noticePage');

    const list = await screen.findByRole('list', { name: 'Senarai pengumuman' });
    expect(within(list).getAllByRole('button')).toHaveLength(ANNOUNCEMENT_PAGE_SIZE);
    expect(api.to(`GET ${CONTENT_PATHS.notices}`)[0]?.query.get('language')).toBe('MS');
    // The first notice is shown until another is chosen.
    expect(screen.getByRole('heading', { level: 2, name: 'Notis 1' })).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Notis 3' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Notis 3' })).toBeTruthy();
    expect(screen.getByText('Kandungan 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(await screen.findByRole('button', { name: 'Notis 11' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Notis 10' })).toBeTruthy();
  });

  it('says so when there are no notices', async () => {
    mockApi({
      [`GET ${CONTENT_PATHS.notices}`]: () =>
        ok<NoticePage>({ list: [], pageNo: 1, totalPages: 0 }),
    });
    renderApp('/noticePage');
    expect(await screen.findByText('Tiada pengumuman buat masa ini.')).toBeTruthy();
  });
});
