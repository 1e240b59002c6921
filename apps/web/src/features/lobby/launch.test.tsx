import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { game, hiddenCoin, logInAsMember, mockLobby } from '../../test/lobby-api';
import { renderApp } from '../../test/render';
import { currentAccessDialog } from '../session/access-dialogs';

const play = (name: string) => screen.findByRole('button', { name: `Main ${name}` });

describe('launching a game', () => {
  it('asks a visitor to log in first', async () => {
    const api = mockLobby();
    renderApp('/rng');
    fireEvent.click(await play('Hidden Coin'));
    expect(currentAccessDialog()?.name).toBe('loginPopupModal');
    expect(api.to('POST /wps/game/launchGame')).toHaveLength(0);
  });

  it('launches by nodeId and opens the path the server answers', async () => {
    logInAsMember();
    const api = mockLobby(
      {},
      {
        'POST /wps/game/launchGame': () => ok({ content: '/game?token=abc' }),
      },
    );
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Hidden Coin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?token=abc');
    expect(api.to('POST /wps/game/launchGame')[0].body).toMatchObject({ nodeId: '64' });
  });

  it('lets a free-play account launch games', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '4');
    const api = mockLobby(
      {},
      {
        'POST /wps/game/launchGame': () => ok({ content: '/game?token=free' }),
      },
    );
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Hidden Coin'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST /wps/game/launchGame')).toHaveLength(1);
  });

  it('sends lottery-type games to the lottery page with their play type', async () => {
    logInAsMember();
    const lotto = game('9', 'Fast Lotto', {
      gameType: 'LOTT',
      vendor: 'TCG_SEA',
      gameCode: 'SEA_5D',
      defaultPlayType: 'BIG',
    });
    const api = mockLobby(
      {},
      { 'GET /wps/games/list': () => ok({ games: [lotto], totalPages: 1 }) },
    );
    const { router } = renderApp('/rng');
    fireEvent.click(await play('Fast Lotto'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      gameCode: 'SEA_5D',
      vendor: 'TCG_SEA',
      playType: 'BIG',
    });
    expect(api.to('POST /wps/game/launchGame')).toHaveLength(0);
  });

  it("opens a vendor entry's own game list in a popup", async () => {
    logInAsMember();
    const lobbyEntry = game('1', 'JILI Lobby', { isGame: 'VASSALAGE', vassalage: 'JILI' });
    const api = mockLobby(
      {},
      {
        'GET /wps/games/list': (request) =>
          ok(
            request.query.get('vassalage') === 'JILI'
              ? { games: [lobbyEntry, game('5', 'Niu Niu')], totalPages: 1 }
              : { games: [lobbyEntry], totalPages: 1 },
          ),
        'POST /wps/game/launchGame': () => ok({ content: '/game?token=nn' }),
      },
    );
    const { router } = renderApp('/pvp');
    fireEvent.click(await play('JILI Lobby'));
    const popup = await screen.findByRole('dialog', { name: 'JILI Lobby' });
    fireEvent.click(await within(popup).findByRole('button', { name: 'Main Niu Niu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST /wps/game/launchGame')[0].body).toMatchObject({ nodeId: '5' });
  });

  it('offers the recommended games when the game is under maintenance', async () => {
    logInAsMember();
    const api = mockLobby(
      {},
      {
        'POST /wps/game/launchGame': (request) =>
          (request.body as { nodeId: string }).nodeId === '64'
            ? failure('GAME_MAINTENANCE', 503, {
                nodeId: '64',
                vendor: 'PG',
                recommended: [game('77', 'Lucky Tiger')],
              })
            : ok({ content: '/game?token=tiger' }),
      },
    );
    const { router } = renderApp('/rng');
    fireEvent.click(await play(hiddenCoin.gameName));
    const notice = await screen.findByRole('dialog', { name: 'Permainan Dalam Penyelenggaraan' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Main Lucky Tiger' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST /wps/game/launchGame')[1].body).toMatchObject({ nodeId: '77' });
  });

  it('explains any other failure in the player language', async () => {
    logInAsMember();
    mockLobby({}, { 'POST /wps/game/launchGame': () => failure('NOT_FOUND', 404) });
    renderApp('/rng');
    fireEvent.click(await play('Hidden Coin'));
    const alert = await screen.findByRole('dialog', { name: 'Permainan tidak dapat dimulakan' });
    expect(within(alert).getByText('Apa yang anda cari tidak ditemui.')).toBeTruthy();
  });
});
