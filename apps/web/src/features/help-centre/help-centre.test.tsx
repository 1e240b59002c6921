import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HelpCategory } from '@wps/shared-types';
import { i18n } from '../i18n/i18n';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const category = (code: string, title: string): HelpCategory => ({
  code,
  title,
  articles: [{ code: `${code}-1`, title: `${title} 1`, content: `About ${title}` }],
});

const HELP = [category('account', 'Akaun'), category('term', 'Terma dan syarat')];

describe('/help', () => {
  it('shows the sections with their articles in the visible language', async () => {
    const api = mockApi({ 'GET /wps/system/helpCenter': () => ok(HELP) });
    renderApp('/help');

    const terms = await screen.findByRole('region', { name: 'Terma dan syarat' });
    expect(terms.id).toBe('term');
    expect(
      within(terms).getByRole('heading', { level: 3, name: 'Terma dan syarat 1' }),
    ).toBeTruthy();
    expect(within(terms).getByText('About Terma dan syarat')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Kandungan pusat bantuan' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#account', '#term']);
    expect(api.to('GET /wps/system/helpCenter')[0].query.get('language')).toBe('MS');

    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(api.to('GET /wps/system/helpCenter').at(-1)!.query.get('language')).toBe('EN'),
    );
  });

  it('scrolls to the terms on /help#term once they are loaded', async () => {
    mockApi({ 'GET /wps/system/helpCenter': () => ok(HELP) });
    // jsdom does not lay out pages; the call itself is what is checked.
    // Kept to be put back as it was, never called apart from its element.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = Element.prototype.scrollIntoView;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderApp('/help#term');
      await screen.findByRole('region', { name: 'Terma dan syarat' });
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect((scrolled.mock.contexts[0] as Element).id).toBe('term');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows the same help centre on its own at /helpmc', async () => {
    mockApi({ 'GET /wps/system/helpCenter': () => ok(HELP) });
    renderApp('/helpmc');
    await screen.findByRole('region', { name: 'Akaun' });
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('says so when the help centre cannot be loaded', async () => {
    mockApi({ 'GET /wps/system/helpCenter': () => failure('INTERNAL_ERROR', 500) });
    renderApp('/help');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pusat bantuan tidak dapat dimuatkan. Sila cuba lagi.',
    );
  });
});
