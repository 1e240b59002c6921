import { vi } from 'vitest';
import type {
  ErrorCode,
  SiteInfo,
  SystemStatusValue,
  WhiteLabelFlag,
  WhiteLabelModuleNode,
} from '@wps/shared-types';
import { DEFAULT_REGISTER_FIELD_RULES } from '@wps/shared-types';
import type { RegisterSettingsValue } from '@wps/shared-types';
import { jsonResponse, ok, siteInfo, systemStatus } from './fixtures';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, a URLSearchParams / FormData as sent, or undefined. */
  body: unknown;
  headers: Headers;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** A module tree that switches on exactly `flags` (under one enabled parent), and both centres. */
export function modulesWith(...flags: WhiteLabelFlag[]): WhiteLabelModuleNode[] {
  return [
    {
      code: 'ACCESS',
      name: 'Access',
      enabled: true,
      children: flags.map((code) => ({ code, name: code, enabled: true, children: [] })),
    },
    ...siteInfo.modules,
  ];
}

/** The status answer of an operator with these flags and (by default) the seed's field rules. */
export function statusWith(
  flags: WhiteLabelFlag[],
  info: Partial<SiteInfo> = {},
): SystemStatusValue {
  return systemStatus({
    info: {
      ...siteInfo,
      modules: modulesWith(...flags),
      registerRules: [...DEFAULT_REGISTER_FIELD_RULES],
      ...info,
    },
  });
}

export function failure(code: ErrorCode, status: number, value: unknown = null, message = code) {
  return jsonResponse({ success: false, message, value, code }, status);
}

/**
 * Stubs fetch with handlers keyed "METHOD /path". Status and register settings have defaults
 * (slider off); anything else unhandled answers 404 NOT_FOUND. Every request is recorded.
 */
export function mockApi(
  handlers: Record<string, Handler> = {},
  options: { status?: SystemStatusValue; settings?: Partial<RegisterSettingsValue> } = {},
) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody;
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) return handler(request);
    if (url.pathname === '/wps/system/status') return ok(options.status ?? systemStatus());
    if (url.pathname === '/wps/system/setting/register') {
      return ok<RegisterSettingsValue>({
        rules: [...DEFAULT_REGISTER_FIELD_RULES],
        enabledFlags: [],
        minimumAge: 18,
        sliderVerification: false,
        ...options.settings,
      });
    }
    return failure('NOT_FOUND', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests to one "METHOD /path". */
    to: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
