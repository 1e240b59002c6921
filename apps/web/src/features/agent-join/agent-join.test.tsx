import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { logInAsMember } from '../../test/lobby-api';
import { renderApp } from '../../test/render';

describe('/join', () => {
  it('shows the benefits of becoming an agent and how to join', async () => {
    mockApi();
    renderApp('/join');
    await screen.findByRole('heading', { level: 1, name: 'Sertai Sebagai Ejen' });
    const benefits = screen.getByRole('region', { name: 'Kelebihan menjadi ejen' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const how = screen.getByRole('region', { name: 'Cara menyertai' });
    expect(within(how).getByRole('button', { name: 'Khidmat Pelanggan' })).toBeTruthy();
    fireEvent.click(within(how).getByRole('button', { name: 'Daftar dengan kod jemputan' }));
    expect(await screen.findByRole('dialog', { name: 'Daftar Akaun' })).toBeTruthy();
  });

  it('offers a member no registration', async () => {
    logInAsMember();
    mockApi({ 'GET /wps/member/info': () => ok(memberInfo) });
    renderApp('/join');
    const how = await screen.findByRole('region', { name: 'Cara menyertai' });
    expect(within(how).queryByRole('button', { name: 'Daftar dengan kod jemputan' })).toBeNull();
  });
});
