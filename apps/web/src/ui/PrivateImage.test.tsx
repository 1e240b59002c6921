import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../lib/client-state';
import { failure, mockApi } from '../test/api-mock';
import { SeeingEverything } from '../test/fixtures';
import { PrivateImage } from './PrivateImage';

const PATH = '/wps/member/deposits/12/proofs/1';
const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

describe('PrivateImage', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', SeeingEverything));
  afterEach(() => vi.restoreAllMocks());

  it("shows the member's picture through an object URL fetched with the token, and releases it when gone", async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:proof-12-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    clientState.setToken('member-token');
    const api = mockApi({ [`GET ${PATH}`]: png });
    const view = render(<PrivateImage path={PATH} alt="Bukti 1 deposit #12" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Bukti 1 deposit #12' }).getAttribute('src')).toBe(
        'blob:proof-12-1',
      ),
    );
    expect((create.mock.calls[0][0] as Blob).type).toBe('image/png');
    expect(api.to(`GET ${PATH}`)[0].headers.get('Authorization')).toBe('Bearer member-token');
    expect(screen.getByRole('link').getAttribute('href')).toBe('blob:proof-12-1');
    expect(revoke).not.toHaveBeenCalled();
    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:proof-12-1');
  });

  it('tries once more, then leaves the placeholder when the picture cannot be had', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    const api = mockApi({ [`GET ${PATH}`]: () => failure('NOT_FOUND', 404) });
    const view = render(<PrivateImage path={PATH} alt="Bukti 1 deposit #12" />);
    await waitFor(() =>
      expect(view.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe(
        'failed',
      ),
    );
    expect(api.to(`GET ${PATH}`)).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Bukti 1 deposit #12' }).tagName).toBe('SPAN');
    expect(create).not.toHaveBeenCalled();
  });
});
