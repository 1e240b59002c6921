import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, createApiClient, errorMessageKey } from './client';
import { clientState } from '../lib/client-state';
import { jsonResponse, ok } from '../test/fixtures';

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn(typeof response === 'function' ? response : async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

describe('api client', () => {
  it('unwraps the value of a successful envelope', async () => {
    stubFetch(ok({ balance: '12.50' }));
    await expect(api.get<{ balance: string }>('/wps/v2/wallets/balance')).resolves.toEqual({
      balance: '12.50',
    });
  });

  it('throws an ApiError with the code, message, status and value of success: false', async () => {
    stubFetch(
      jsonResponse(
        {
          success: false,
          message: 'Invalid username',
          value: { fields: { username: ['too short'] } },
          code: 'VALIDATION_FAILED',
        },
        400,
      ),
    );
    const error = await api.post('/wps/member/register', { username: 'a' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid username',
      status: 400,
      value: { fields: { username: ['too short'] } },
    });
    expect(errorMessageKey(error)).toBe('errors.VALIDATION_FAILED');
  });

  it('treats success: false as an error even with status 200', async () => {
    stubFetch(jsonResponse({ success: false, message: 'No', value: null, code: 'FORBIDDEN' }));
    await expect(api.get('/wps/member/info')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 200,
    });
  });

  it('derives the code from the status when a non-2xx answer has no envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/wps/system/status')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 502,
      value: null,
    });
  });

  it('rejects a 2xx answer that is not an envelope', async () => {
    stubFetch(new Response('<!doctype html>', { status: 200 }));
    await expect(api.get('/wps/system/status')).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 200,
    });
  });

  it('reports a network failure as NETWORK_ERROR with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.get('/wps/system/status').catch((e) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(errorMessageKey(error)).toBe('errors.NETWORK_ERROR');
  });

  it('sends the session token as a bearer token when there is one', async () => {
    const fetchMock = stubFetch(ok(null));
    clientState.setToken('session-token-1');
    await api.get('/wps/member/info');
    expect(sentRequest(fetchMock).headers.get('Authorization')).toBe('Bearer session-token-1');
    expect(window.sessionStorage.getItem('token')).toBe('session-token-1');
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = stubFetch(ok(null));
    await api.get('/wps/system/status');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends the current language', async () => {
    const fetchMock = stubFetch(ok(null));
    clientState.setLanguage('CN');
    await api.get('/wps/system/status');
    const { headers } = sentRequest(fetchMock);
    expect(headers.get('Accept-Language')).toBe('zh');
    expect(headers.get('X-Language')).toBe('CN');
  });

  it('encodes the query and a JSON body', async () => {
    const fetchMock = stubFetch(ok(null));
    await api.put(
      '/wps/feedback',
      { content: 'Hello' },
      { query: { url: 'site.test', empty: undefined, page: 2 } },
    );
    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe('/wps/feedback?url=site.test&page=2');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"content":"Hello"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends form-encoded bodies as they are', async () => {
    const fetchMock = stubFetch(ok(null));
    const form = new URLSearchParams({ username: 'player1', email: 'p@example.test' });
    await api.post('/wps/member/password/email', form);
    const { init, headers } = sentRequest(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('fetches a file with the session token, and reads a refusal as an error', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const fetchMock = stubFetch(
      new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    clientState.setToken('session-token-2');
    const image = await api.file('/wps/member/deposits/3/proofs/1');
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const { headers, init } = sentRequest(fetchMock);
    expect([init.method, headers.get('Authorization')]).toEqual(['GET', 'Bearer session-token-2']);
    stubFetch(
      jsonResponse(
        { success: false, message: 'No such image', value: null, code: 'NOT_FOUND' },
        404,
      ),
    );
    await expect(api.file('/wps/member/deposits/4/proofs/1')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('sends the cookies of this origin', async () => {
    const fetchMock = stubFetch(ok(null));
    await api.get('/wps/member/info');
    expect(sentRequest(fetchMock).init.credentials).toBe('same-origin');
  });
});

describe('a client of its own (the operator console)', () => {
  const markWrites = createApiClient({
    headersFor: (method): Record<string, string> =>
      method === 'GET' ? {} : { 'x-console-request': '1' },
  });

  it('never sends the member token when it has no bearer token of its own', async () => {
    const fetchMock = stubFetch(ok(null));
    clientState.setToken('member-token');
    await markWrites.post('/wps/console/auth/sign-out');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('adds its headers by method, beside the ones a call passes', async () => {
    const fetchMock = stubFetch(async () => ok(null));
    await markWrites.post(
      '/wps/console/members/7/adjustments',
      { amount: '1.00' },
      {
        headers: { 'Idempotency-Key': 'key-1' },
      },
    );
    await markWrites.get('/wps/console/me');
    const write = sentRequest(fetchMock, 0).headers;
    const read = sentRequest(fetchMock, 1).headers;
    expect(write.get('x-console-request')).toBe('1');
    expect(write.get('Idempotency-Key')).toBe('key-1');
    expect(read.has('x-console-request')).toBe(false);
  });
});
