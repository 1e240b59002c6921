import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PointGoods } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const goods = (id: string, overrides: Partial<PointGoods> = {}): PointGoods => ({
  id,
  category: 'BONUS',
  name: `Barang ${id}`,
  image: `/media/banners/goods-${id}.svg`,
  pointsRequired: 1000,
  stock: 10,
  ...overrides,
});

describe('/pointMall', () => {
  it('lists the goods with points and stock, filters by category and shows the rules', async () => {
    const { requests } = mockApi({
      'GET /wps/pointMall/goods': (request) =>
        ok({
          list:
            request.query.get('category') === 'VOUCHER'
              ? [goods('8', { category: 'VOUCHER', name: 'Baucar Petrol', stock: 0 })]
              : [goods('1', { name: 'Bonus Tunai RM 10', pointsRequired: 120000 })],
          pageNo: 1,
          totalPages: 1,
        }),
    });
    renderApp('/pointMall');

    const list = await screen.findByRole('list', { name: 'Barangan' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Bonus Tunai RM 10' })).toBeTruthy();
    expect(card.textContent).toContain('120,000 mata');
    expect(card.textContent).toContain('Stok: 10');

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Kategori barangan' })).getByRole('button', {
        name: 'Baucar',
      }),
    );
    const soldOut = await screen.findByRole('heading', { name: 'Baucar Petrol' });
    const soldOutCard = soldOut.closest('li')!;
    expect(soldOutCard.textContent).toContain('Habis dijual');
    expect(within(soldOutCard).getByRole('button', { name: 'Tukar' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.at(-1)?.query.get('category')).toBe('VOUCHER');
    expect(requests.at(-1)?.query.get('pageSize')).toBe('12');

    fireEvent.click(await screen.findByRole('tab', { name: 'Peraturan' }));
    const rules = await screen.findByRole('region', { name: 'Peraturan' });
    expect(within(rules).getByText('Mata tidak pernah luput.')).toBeTruthy();
    expect(within(rules).getByText('Dalam permohonan')).toBeTruthy();
    expect(within(rules).getByText('Ditolak')).toBeTruthy();
    expect(within(rules).getByText('Diluluskan')).toBeTruthy();
  });

  it('asks a visitor to log in before exchanging', async () => {
    mockApi({
      'GET /wps/pointMall/goods': () => ok({ list: [goods('1')], pageNo: 1, totalPages: 1 }),
    });
    renderApp('/pointMall');
    fireEvent.click(await screen.findByRole('button', { name: 'Tukar' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Log Masuk' })).toBeTruthy());
  });
});
