import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { currentAccessDialog } from '../session/access-dialogs';

const hero = () => screen.findByRole('region', { name: /Selamat datang ke/ });

describe('home welcome block', () => {
  it('asks a visitor to register', async () => {
    mockApi({});
    renderApp('/');
    const link = within(await hero()).getByRole('link', { name: 'Daftar Sekarang' });
    expect(link.getAttribute('href')).toBe('/register');
  });

  it('offers a member a deposit instead of another registration', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    mockApi({});
    renderApp('/');
    const welcome = await hero();
    expect(within(welcome).queryByRole('link', { name: 'Daftar Sekarang' })).toBeNull();
    fireEvent.click(within(welcome).getByRole('button', { name: 'Deposit Sekarang' }));
    await waitFor(() =>
      expect(currentAccessDialog()).toMatchObject({
        name: 'memberCentre',
        page: 'depositv2',
      }),
    );
  });
});
