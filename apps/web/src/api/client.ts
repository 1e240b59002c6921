import { DEVICE_ID_HEADER, type ApiEnvelope, type ErrorCode } from '@wps/shared-types';
import { clientState } from '../lib/client-state';
import { htmlLanguageOf } from '../lib/languages';

/** A code the browser raises itself when no envelope arrived (offline, DNS, CORS, aborted proxy). */
export type ClientErrorCode = 'NETWORK_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode;
export const CLIENT_ERROR_CODES: readonly ClientErrorCode[] = ['NETWORK_ERROR'];

/** Thrown for `success: false`, a non-2xx status, an unreadable answer or a network failure. */
export class ApiError<TValue = unknown> extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly value: TValue | null;

  constructor(options: { code: ApiErrorCode; message: string; status: number; value?: TValue }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.value = options.value ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The i18n key that explains an error to the player: `errors.<code>`. */
export function errorMessageKey(error: unknown): `errors.${ApiErrorCode}` {
  return `errors.${isApiError(error) ? error.code : 'INTERNAL_ERROR'}`;
}

// Used when an answer carries no code of its own (a proxy's 502, a plain 404 page).
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL_ERROR';
}

type QueryValue = string | number | boolean | null | undefined;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: ApiMethod;
  /** Appended to the URL; null and undefined entries are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except FormData and URLSearchParams (multipart / form-encoded) go as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

// The API and this app ship together, so a code of the API's shape is one of ErrorCode (every one
// has its text: translations.test.ts). Checking the shape, not the list, keeps the list of codes
// and their HTTP statuses out of the JavaScript every page loads first.
const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && ERROR_CODE_SHAPE.test(code);
}

function isEnvelope(data: unknown): data is ApiEnvelope {
  return (
    typeof data === 'object' && data !== null && typeof (data as ApiEnvelope).success === 'boolean'
  );
}

/** What sets one client apart: the player site's and the operator console's. */
export interface ApiClientOptions {
  /** The bearer token to send, if any (the player's session; the console's is a cookie). */
  bearerToken?: () => string | null;
  /** Headers added to every request with this method (the console marks its writes). */
  headersFor?: (method: ApiMethod) => Record<string, string>;
}

type VerbOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/**
 * A client that calls the API and returns the envelope's `value`. Every request sends the
 * browser's cookies for this origin and the chosen language (`Accept-Language` as a BCP 47 tag,
 * `X-Language` as the shared-types Language code the API uses).
 */
export function createApiClient(clientOptions: ApiClientOptions = {}) {
  async function send(path: string, options: ApiRequestOptions): Promise<Response> {
    const method = options.method ?? 'GET';
    const language = clientState.getLanguage();
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': htmlLanguageOf(language),
      'X-Language': language,
      ...clientOptions.headersFor?.(method),
      ...options.headers,
    });
    const token = clientOptions.bearerToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: encodeBody(options.body, headers),
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      // An abort is the caller's decision (TanStack Query cancels stale queries): pass it through.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ code: 'NETWORK_ERROR', message: String(error), status: 0 });
    }
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const response = await send(path, options);
    const data: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(data)) {
      throw new ApiError({
        code: codeForStatus(response.ok ? 500 : response.status),
        message: response.statusText || 'Unreadable response',
        status: response.status,
      });
    }
    if (!response.ok || !data.success) {
      throw new ApiError({
        code: isErrorCode(data.code)
          ? data.code
          : codeForStatus(response.ok ? 500 : response.status),
        message: data.message,
        status: response.status,
        value: data.value,
      });
    }
    return data.value as T;
  }

  /**
   * GET a file the session must see (a member's own proof picture): an <img> cannot send the
   * bearer token, so the bytes come here and the page shows them through an object URL.
   */
  async function file(path: string, options: VerbOptions = {}): Promise<Blob> {
    const response = await send(path, {
      ...options,
      method: 'GET',
      headers: { Accept: 'image/*, application/json', ...options.headers },
    });
    if (response.ok) return response.blob();
    const data: unknown = await response.json().catch(() => undefined);
    throw new ApiError({
      code: isEnvelope(data) && isErrorCode(data.code) ? data.code : codeForStatus(response.status),
      message: isEnvelope(data) ? data.message : response.statusText || 'Unreadable response',
      status: response.status,
      value: isEnvelope(data) ? data.value : undefined,
    });
  }

  // Shorthands for the usual verbs; every feature's api.ts calls these.
  return {
    request,
    file,
    get: <T>(path: string, options?: VerbOptions) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: VerbOptions) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: VerbOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: VerbOptions) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: VerbOptions) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The player site's client: it sends the member's session token when there is one. */
export const api: ApiClient = createApiClient({
  bearerToken: () => clientState.getToken(),
  headersFor: (): Record<string, string> => {
    const deviceId = clientState.getDeviceId();
    return deviceId ? { [DEVICE_ID_HEADER]: deviceId } : {};
  },
});
