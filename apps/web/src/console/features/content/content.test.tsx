import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CONTENT_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleAnnouncement,
  type ConsoleBanner,
  type ConsoleHelpCategory,
  type ConsolePage,
  type ConsolePromotion,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { jsonResponse, ok } from '../../../test/fixtures';

const BANNERS = CONSOLE_CONTENT_PATHS.banners;
const ANNOUNCEMENTS = CONSOLE_CONTENT_PATHS.announcements;
const PROMOTIONS = CONSOLE_CONTENT_PATHS.promotions;
const HELP_SECTIONS = CONSOLE_CONTENT_PATHS.helpCategories;
const HELP_ARTICLES = CONSOLE_CONTENT_PATHS.helpArticles;
const CHANNELS = CONSOLE_CONTENT_PATHS.customerService;
const VIP_RANKS = CONSOLE_CONTENT_PATHS.vipRanks;

function page<T>(list: T[]): ConsolePage<T> {
  return { list, total: list.length, page: 1, pageSize: 20 };
}

function banner(overrides: Partial<ConsoleBanner> = {}): ConsoleBanner {
  return {
    id: 5,
    groupName: 'w_home',
    language: null,
    title: 'Welcome bonus',
    imageUrl: '/media/banners/welcome.svg',
    linkageType: 'ROUTE',
    linkageTarget: '/promotions',
    sortOrder: 0,
    enabled: true,
    startsAt: null,
    endsAt: null,
    live: true,
    ...overrides,
  };
}

function announcement(overrides: Partial<ConsoleAnnouncement> = {}): ConsoleAnnouncement {
  return {
    id: 11,
    type: 'PL',
    language: null,
    title: 'Maintenance on Sunday',
    content: 'Games pause from 02:00 to 04:00.',
    sortOrder: 0,
    enabled: true,
    startsAt: null,
    endsAt: null,
    live: true,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

function promotion(overrides: Partial<ConsolePromotion> = {}): ConsolePromotion {
  const text = (title: string) => ({
    title,
    summary: `${title}: your first deposit doubled.`,
    description: ['Deposit RM 50 or more.', 'The bonus is credited at once.'],
    terms: ['Turnover 10x.', 'One claim a member.'],
  });
  return {
    id: 21,
    code: 'welcome-100',
    type: 'NEW_MEMBER',
    tag: 'HOT',
    imageUrl: '/media/banners/welcome-bonus-100.svg',
    sortOrder: 1,
    enabled: true,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    status: 'IN_PROCESS',
    texts: { MS: text('Bonus alu-aluan'), EN: text('Welcome bonus'), CN: text('欢迎奖金') },
    ...overrides,
  };
}

/** A refusal of the API's validation, with its message for one field. */
function invalid(field: string, message: string) {
  return jsonResponse(
    {
      success: false,
      message: 'Invalid input',
      value: { fields: { [field]: [message] } },
      code: 'VALIDATION_FAILED',
    },
    400,
  );
}

/** Answers a write after a moment, as the API does, so the pending state can be seen. */
const later = (answer: () => Response) => async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return answer();
};

function type(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('console content: banners', () => {
  it('lists the banners with their state, picture and the page that shows them', async () => {
    mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${BANNERS}`]: () =>
        ok(
          page([
            banner(),
            banner({
              id: 6,
              groupName: 'w_login',
              language: 'EN',
              title: 'Sign-in offer',
              live: false,
              startsAt: '2099-01-01T00:00:00.000Z',
            }),
          ]),
        ),
    });
    await renderConsole('/content');
    const welcome = (await screen.findByText('Welcome bonus', { selector: 'td' })).closest('tr')!;
    expect(within(welcome).getByText('Dipaparkan')).toBeTruthy();
    expect(within(welcome).getByText('Semua bahasa')).toBeTruthy();
    expect(
      within(welcome).getByRole<HTMLImageElement>('img', { name: 'Gambar: Welcome bonus' }).src,
    ).toContain('/media/banners/welcome.svg');
    expect(
      within(welcome)
        .getByRole('link', { name: 'Lihat di laman Welcome bonus' })
        .getAttribute('href'),
    ).toBe('/');
    const signIn = screen.getByText('Sign-in offer', { selector: 'td' }).closest('tr')!;
    expect(within(signIn).getByText('Dijadualkan')).toBeTruthy();
    expect(within(signIn).getByText('English')).toBeTruthy();
    expect(within(signIn).getByText('w_login · dialog log masuk')).toBeTruthy();
    expect(
      within(signIn)
        .getByRole('link', { name: 'Lihat di laman Sign-in offer' })
        .getAttribute('href'),
    ).toBe('/login');
  });

  it('filters by group and language', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${BANNERS}`]: () => ok(page([banner()])),
    });
    await renderConsole('/content/banners');
    await screen.findByText('Welcome bonus', { selector: 'td' });
    const filters = screen.getByRole('group', { name: 'Penapis' });
    fireEvent.change(within(filters).getByLabelText('Kumpulan'), {
      target: { value: 'w_promotion' },
    });
    fireEvent.change(within(filters).getByLabelText('Bahasa'), { target: { value: 'CN' } });
    await waitFor(() =>
      expect(api.to(`GET ${BANNERS}`).map((request) => request.query.toString())).toContain(
        'page=1&pageSize=20&group=w_promotion&language=CN',
      ),
    );
  });

  it('adds a banner with an uploaded picture and a schedule, then reads the list again', async () => {
    let saved: ConsoleBanner[] = [];
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${BANNERS}`]: () => ok(page(saved)),
      [`POST ${CONSOLE_CONTENT_PATHS.bannerImages}`]: later(() =>
        ok({ url: '/media/banner-images/4f1c.png', mimeType: 'image/png', sizeBytes: 2048 }),
      ),
      [`POST ${BANNERS}`]: later(() => {
        saved = [banner({ id: 9, title: 'Weekend reload', groupName: 'w_promotion' })];
        return ok(saved[0]);
      }),
    });
    await renderConsole('/content/banners');
    expect(await screen.findByText('Tiada apa-apa di sini lagi.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tambah sepanduk' }));
    const form = screen.getByRole('form', { name: 'Tambah sepanduk' });

    fireEvent.change(within(form).getByLabelText('Kumpulan'), {
      target: { value: 'w_promotion' },
    });
    fireEvent.change(within(form).getByLabelText('Bahasa'), { target: { value: 'EN' } });
    type(form, 'Tajuk', 'Weekend reload');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'reload.png', {
      type: 'image/png',
    });
    fireEvent.change(within(form).getByLabelText('Muat naik gambar'), {
      target: { files: [picture] },
    });
    expect(await within(form).findByText('Memuat naik…')).toBeTruthy();
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLInputElement>('Gambar').value).toBe(
        '/media/banner-images/4f1c.png',
      ),
    );
    expect(
      within(form).getByRole<HTMLImageElement>('img', { name: 'Pratonton gambar' }).src,
    ).toContain('/media/banner-images/4f1c.png');
    type(form, 'Pautan', '/promotions');
    type(form, 'Susunan', '2');
    type(form, 'Bermula', '2026-12-01T00:00');
    type(form, 'Berakhir', '2026-12-31T00:00');
    const save = within(form).getByRole('button', { name: 'Simpan' });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));

    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    expect(await screen.findByText('Weekend reload', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Tambah sepanduk' })).toBeNull();
    const [upload] = api.to(`POST ${CONSOLE_CONTENT_PATHS.bannerImages}`);
    expect(upload?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(((upload?.body as FormData).get('image') as File).name).toBe('reload.png');
    const [sent] = api.to(`POST ${BANNERS}`);
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    expect(sent?.body).toEqual({
      groupName: 'w_promotion',
      language: 'EN',
      title: 'Weekend reload',
      imageUrl: '/media/banner-images/4f1c.png',
      linkageTarget: '/promotions',
      sortOrder: 2,
      startsAt: new Date('2026-12-01T00:00').toISOString(),
      endsAt: new Date('2026-12-31T00:00').toISOString(),
      enabled: true,
    });
    expect(api.to(`GET ${BANNERS}`)).toHaveLength(2);
  });

  it('refuses a picture that is too large before sending it', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${BANNERS}`]: () => ok(page([])),
    });
    await renderConsole('/content/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah sepanduk' }));
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByLabelText('Muat naik gambar'), { target: { files: [large] } });
    expect(await screen.findByText('Gambar mesti paling besar 2 MB.')).toBeTruthy();
    expect(api.to(`POST ${CONSOLE_CONTENT_PATHS.bannerImages}`)).toHaveLength(0);
  });

  it('edits a banner with the whole row and deletes one after confirming', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${BANNERS}`]: () =>
        ok(
          page([
            banner({
              language: 'MS',
              startsAt: '2026-03-01T00:00:00.000Z',
              endsAt: null,
              sortOrder: 3,
            }),
          ]),
        ),
      [`PUT ${BANNERS}/5`]: () => ok(banner()),
      [`DELETE ${BANNERS}/5`]: later(() => ok(null)),
    });
    await renderConsole('/content/banners');
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Welcome bonus' }));
    const form = screen.getByRole('form', { name: 'Ubah «Welcome bonus»' });
    type(form, 'Tajuk', 'Welcome bonus 100%');
    fireEvent.click(within(form).getByLabelText('Didayakan'));
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    expect(api.to(`PUT ${BANNERS}/5`)[0]?.body).toEqual({
      groupName: 'w_home',
      language: 'MS',
      title: 'Welcome bonus 100%',
      imageUrl: '/media/banners/welcome.svg',
      linkageTarget: '/promotions',
      sortOrder: 3,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: null,
      enabled: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Padam Welcome bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Padam «Welcome bonus»?' });
    expect(api.to(`DELETE ${BANNERS}/5`)).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Padam' });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveProperty('disabled', true));
    expect(await screen.findByText('Dipadam.')).toBeTruthy();
    const [removed] = api.to(`DELETE ${BANNERS}/5`);
    expect(removed?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    expect(api.to(`GET ${BANNERS}`).length).toBeGreaterThanOrEqual(3);
  });
});

describe('console content: announcements', () => {
  it('shows each type with the page that shows it, none for promotion notices', async () => {
    mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${ANNOUNCEMENTS}`]: () =>
        ok(
          page([
            announcement(),
            announcement({ id: 12, type: 'PU', title: 'Welcome popup', language: 'CN' }),
            announcement({ id: 13, type: 'PR', title: 'Reload week', enabled: false, live: false }),
          ]),
        ),
    });
    await renderConsole('/content/announcements');
    const notice = (await screen.findByText('Maintenance on Sunday', { selector: 'td' })).closest(
      'tr',
    )!;
    expect(within(notice).getByText('Notis pemain (marquee dan /noticePage)')).toBeTruthy();
    expect(
      within(notice)
        .getByRole('link', { name: /^Lihat di laman/ })
        .getAttribute('href'),
    ).toBe('/noticePage');
    const popup = screen.getByText('Welcome popup', { selector: 'td' }).closest('tr')!;
    expect(within(popup).getByText('简体中文')).toBeTruthy();
    expect(
      within(popup)
        .getByRole('link', { name: /^Lihat di laman/ })
        .getAttribute('href'),
    ).toBe('/');
    const promotion = screen.getByText('Reload week', { selector: 'td' }).closest('tr')!;
    expect(within(promotion).getByText('Dimatikan')).toBeTruthy();
    expect(within(promotion).queryByRole('link')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Notis dan pengumuman' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it("adds a popup, showing the API's refusal and sending again once corrected", async () => {
    let attempts = 0;
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${ANNOUNCEMENTS}`]: () => ok(page([])),
      [`POST ${ANNOUNCEMENTS}`]: later(() => {
        attempts += 1;
        return attempts === 1
          ? invalid('endsAt', 'endsAt must come after startsAt')
          : ok(announcement({ id: 14, type: 'PU' }));
      }),
    });
    await renderConsole('/content/announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah pengumuman' }));
    const form = screen.getByRole('form', { name: 'Tambah pengumuman' });
    fireEvent.change(within(form).getByLabelText('Jenis'), { target: { value: 'PU' } });
    type(form, 'Tajuk', '  Welcome popup ');
    type(form, 'Teks', 'Deposit today, get 100% more.');
    type(form, 'Bermula', '2026-05-02T10:00');
    type(form, 'Berakhir', '2026-05-01T10:00');
    const save = within(form).getByRole('button', { name: 'Simpan' });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(await within(form).findByText('endsAt must come after startsAt')).toBeTruthy();
    expect(save).toHaveProperty('disabled', false);

    type(form, 'Berakhir', '');
    fireEvent.click(save);
    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    const sent = api.to(`POST ${ANNOUNCEMENTS}`);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    expect(sent[1]?.body).toEqual({
      type: 'PU',
      language: null,
      title: 'Welcome popup',
      content: 'Deposit today, get 100% more.',
      sortOrder: 0,
      startsAt: new Date('2026-05-02T10:00').toISOString(),
      endsAt: null,
      enabled: true,
    });
  });
});

describe('console content: promotions', () => {
  it('replaces a promotion with its texts in every language and disables one after confirming', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${PROMOTIONS}`]: () =>
        ok(
          page([
            promotion(),
            promotion({ id: 22, code: 'old-reload', enabled: false, status: 'CLOSED' }),
          ]),
        ),
      [`PUT ${PROMOTIONS}/21`]: () => ok(promotion()),
      [`DELETE ${PROMOTIONS}/21`]: () => ok(promotion({ enabled: false })),
    });
    await renderConsole('/content/promotions');
    const row = (await screen.findByText('welcome-100', { selector: 'td' })).closest('tr')!;
    expect(within(row).getByText('Bonus alu-aluan', { selector: 'td' })).toBeTruthy();
    expect(within(row).getByText('Sedang berjalan')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /^Lihat di laman/ })
        .getAttribute('href'),
    ).toBe('/promoDetail?id=21');
    const disabled = screen.getByText('old-reload', { selector: 'td' }).closest('tr')!;
    expect(within(disabled).getByText('Dimatikan')).toBeTruthy();
    expect(within(disabled).queryByRole('button', { name: /^Nyahdaya/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Ubah Bonus alu-aluan' }));
    const form = screen.getByRole('form', { name: 'Ubah «Bonus alu-aluan»' });
    const english = within(form).getByRole('group', { name: 'English' });
    type(english, 'Tajuk', 'Welcome bonus 100%');
    type(english, 'Terma', 'Turnover 12x.\n\nOne claim a member.\n');
    fireEvent.change(within(form).getByLabelText('Label'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    const [sent] = api.to(`PUT ${PROMOTIONS}/21`);
    expect(sent?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    const unchanged = promotion().texts;
    expect(sent?.body).toEqual({
      code: 'welcome-100',
      type: 'NEW_MEMBER',
      tag: null,
      imageUrl: '/media/banners/welcome-bonus-100.svg',
      sortOrder: 1,
      enabled: true,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
      texts: {
        MS: unchanged.MS,
        EN: {
          ...unchanged.EN,
          title: 'Welcome bonus 100%',
          terms: ['Turnover 12x.', 'One claim a member.'],
        },
        CN: unchanged.CN,
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Nyahdaya Bonus alu-aluan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nyahdaya «Bonus alu-aluan»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nyahdaya' }));
    expect(await screen.findByText('Dinyahdaya.')).toBeTruthy();
    expect(api.to(`DELETE ${PROMOTIONS}/21`)).toHaveLength(1);
  });
});

describe('console content: help centre', () => {
  const deposit: ConsoleHelpCategory = {
    id: 3,
    code: 'deposit',
    sortOrder: 1,
    titles: { MS: 'Deposit', EN: 'Deposits', CN: '存款' },
    articleCount: 2,
  };

  it("adds an article to a section in every language, and shows the API's refusal to delete a section with articles", async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${HELP_SECTIONS}`]: () => ok(page([deposit])),
      [`GET ${HELP_ARTICLES}`]: () => ok(page([])),
      [`POST ${HELP_ARTICLES}`]: () =>
        ok({
          id: 8,
          categoryId: 3,
          categoryCode: 'deposit',
          code: 'first-deposit',
          sortOrder: 0,
          texts: {},
        }),
      [`DELETE ${HELP_SECTIONS}/3`]: () =>
        consoleFailure('CONFLICT', 409, 'This section still has articles.'),
    });
    await renderConsole('/content/help');
    const section = (await screen.findByText('deposit', { selector: 'td' })).closest('tr')!;
    expect(
      within(section)
        .getByRole('link', { name: /^Lihat di laman/ })
        .getAttribute('href'),
    ).toBe('/help#deposit');

    fireEvent.click(screen.getByRole('button', { name: 'Tambah artikel' }));
    const form = screen.getByRole('form', { name: 'Tambah artikel' });
    fireEvent.change(within(form).getByLabelText('Seksyen'), { target: { value: '3' } });
    type(form, 'Kod', 'first-deposit');
    for (const [language, title] of [
      ['Bahasa Melayu', 'Deposit pertama'],
      ['English', 'Your first deposit'],
      ['简体中文', '首次存款'],
    ] as const) {
      const group = within(form).getByRole('group', { name: language });
      type(group, 'Tajuk', title);
      type(group, 'Teks', `${title}.`);
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    expect(api.to(`POST ${HELP_ARTICLES}`)[0]?.body).toEqual({
      categoryId: 3,
      code: 'first-deposit',
      sortOrder: 0,
      texts: {
        MS: { title: 'Deposit pertama', content: 'Deposit pertama.' },
        EN: { title: 'Your first deposit', content: 'Your first deposit.' },
        CN: { title: '首次存款', content: '首次存款.' },
      },
    });
    // The sections count their articles: they are read again too.
    await waitFor(() => expect(api.to(`GET ${HELP_SECTIONS}`).length).toBeGreaterThanOrEqual(3));

    fireEvent.click(within(section).getByRole('button', { name: 'Padam Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Padam «Deposit»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Padam' }));
    expect(await within(dialog).findByText('This section still has articles.')).toBeTruthy();
  });
});

describe('console content: VIP ranks and customer service', () => {
  it('adds a VIP rank with its requirements and shows them in the currency', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('CONTENT')),
      [`GET ${VIP_RANKS}`]: () =>
        ok(
          page([
            {
              id: 1,
              rankLevel: 1,
              labelName: 'Silver',
              color: '#c0c0c0',
              requirements: { depositTotal: '500', validBetTotal: '5000.5' },
              memberCount: 120,
            },
          ]),
        ),
      [`POST ${VIP_RANKS}`]: (request) =>
        ok({ id: 2, memberCount: 0, ...(request.body as object) }),
    });
    await renderConsole('/content/vip-ranks');
    const silver = (await screen.findByText('RM 5,000.50')).closest('tr')!;
    expect(within(silver).getByText('RM 500.00')).toBeTruthy();
    expect(
      within(silver).getByRole('link', { name: 'Lihat di laman Silver' }).getAttribute('href'),
    ).toBe('/vip');

    fireEvent.click(screen.getByRole('button', { name: 'Tambah tahap VIP' }));
    const form = screen.getByRole('form', { name: 'Tambah tahap VIP' });
    type(form, 'Tahap', '5');
    type(form, 'Nama', 'Gold');
    type(form, 'Jumlah deposit', '2000.00');
    type(form, 'Jumlah pertaruhan sah', '20000');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    expect(api.to(`POST ${VIP_RANKS}`)[0]?.body).toEqual({
      rankLevel: 5,
      labelName: 'Gold',
      color: '#d4af37',
      requirements: { depositTotal: '2000.00', validBetTotal: '20000' },
    });
  });

  it('sets a new channel with PUT at its type and keeps the type of one edited', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CHANNELS}`]: () =>
        ok(
          page([{ csType: 'LIVECHAT', name: 'Live chat', path: 'https://chat.example.test/room' }]),
        ),
      [`PUT ${CHANNELS}/VIP`]: (request) => ok({ csType: 'VIP', ...(request.body as object) }),
      [`PUT ${CHANNELS}/LIVECHAT`]: (request) =>
        ok({ csType: 'LIVECHAT', ...(request.body as object) }),
    });
    await renderConsole('/content/customer-service');
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah saluran' }));
    const form = screen.getByRole('form', { name: 'Tambah saluran' });
    fireEvent.change(within(form).getByLabelText('Saluran'), { target: { value: 'VIP' } });
    type(form, 'Nama', 'VIP desk');
    type(form, 'Alamat', '/vip-chat');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Disimpan.')).toBeTruthy();
    const [added] = api.to(`PUT ${CHANNELS}/VIP`);
    expect(added?.body).toEqual({ name: 'VIP desk', path: '/vip-chat' });
    expect(added?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Ubah Live chat' }));
    const edit = screen.getByRole('form', { name: 'Ubah «Live chat»' });
    expect(within(edit).getByLabelText('Saluran')).toHaveProperty('disabled', true);
    type(edit, 'Alamat', 'https://chat.example.test/new-room');
    fireEvent.click(within(edit).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.to(`PUT ${CHANNELS}/LIVECHAT`)[0]?.body).toEqual({
        name: 'Live chat',
        path: 'https://chat.example.test/new-room',
      }),
    );
  });
});

describe('console content: roles', () => {
  it('shows a read-only role the content and the site links, with no write action', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${BANNERS}`]: () => ok(page([banner()])),
      [`GET ${PROMOTIONS}`]: () => ok(page([promotion()])),
    });
    await renderConsole('/content/banners');
    const row = (await screen.findByText('Welcome bonus', { selector: 'td' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Lihat di laman Welcome bonus' })).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah sepanduk' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Promosi' }));
    const promotionRow = (await screen.findByText('welcome-100', { selector: 'td' })).closest(
      'tr',
    )!;
    expect(within(promotionRow).getByRole('link', { name: /^Lihat di laman/ })).toBeTruthy();
    expect(within(promotionRow).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah promosi' })).toBeNull();
  });

  it('refuses the page to a role without content.read', async () => {
    mockApi(meAnswer(consoleOperator('READ_ONLY', { permissions: ['members.read'] })));
    await renderConsole('/content/banners');
    expect(await screen.findByText('Peranan anda tidak membenarkan halaman ini.')).toBeTruthy();
  });
});
