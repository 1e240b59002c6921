import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorLane } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { slideView, vendorSlides } from './vendor-slides';

function lane(gameCategory: GameCategory, codes: string[]): VendorLane {
  return {
    title: gameCategory,
    gameCategory,
    cards: codes.map((code) => ({
      vassalage: code,
      name: `${code} Gaming`,
      logoUrl: `/media/vendors/${code}.svg`,
      isHot: 0,
    })),
    gameClassify: [],
  };
}

const codes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe('vendorSlides', () => {
  it('lists each vendor once, linked to the first lane that has it', () => {
    const slides = vendorSlides([
      lane('RNG', ['PG', 'JILI']),
      lane('FISH', ['JILI', 'FC']),
      lane('LOTT', ['TCG_SEA']),
    ]);
    expect(slides.map((slide) => [slide.vassalage, slide.to])).toEqual([
      ['PG', '/rng?page=PG'],
      ['JILI', '/rng?page=JILI'],
      ['FC', '/fish?vendor=FC'],
      ['TCG_SEA', '/lottery?vendor=TCG_SEA'],
    ]);
  });

  it('cuts views of the given size and keeps the view within range', () => {
    const items = codes('V', 23);
    expect(slideView(items, 0, 10).visible).toHaveLength(10);
    expect(slideView(items, 2, 10)).toMatchObject({ current: 2, views: 3 });
    expect(slideView(items, 2, 10).visible).toEqual(['V21', 'V22', 'V23']);
    expect(slideView(items, 9, 10).current).toBe(2);
    expect(slideView([], 0, 10)).toEqual({ current: 0, views: 1, visible: [] });
  });
});

describe('footer vendor slider', () => {
  it('shows 10 vendors per view and moves by the previous and next buttons', async () => {
    mockApi({
      'GET /wps/games/vendors': () =>
        ok({ data: { lanes: [lane('RNG', codes('S', 14)), lane('LIVE', codes('L', 9))] } }),
    });
    renderApp('/vip');
    const slider = await screen.findByRole('region', { name: 'Penyedia Permainan' });
    const links = () =>
      within(slider)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).toEqual(codes('S', 10).map((code) => `${code} Gaming`));
    const previous = within(slider).getByRole('button', { name: 'Halaman penyedia sebelumnya' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(within(slider).getByRole('button', { name: 'Halaman penyedia seterusnya' }));
    expect(links()[0]).toBe('S11 Gaming');
    expect(within(slider).getByText('11–20 daripada 23')).toBeTruthy();
    fireEvent.click(within(slider).getByRole('button', { name: 'Halaman penyedia seterusnya' }));
    expect(links()).toEqual(['L7 Gaming', 'L8 Gaming', 'L9 Gaming']);
    expect(
      within(slider).getByRole('button', { name: 'Halaman penyedia seterusnya' }),
    ).toHaveProperty('disabled', true);
  });
});
