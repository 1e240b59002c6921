import { isLanguage, type Language } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';

/** The language the client asked for (the web sends X-Language: MS, EN or CN), else the fallback. */
export function requestLanguage(request: FastifyRequest, fallback: string): Language {
  const asked = request.headers['x-language'];
  if (typeof asked === 'string' && isLanguage(asked.toUpperCase()))
    return asked.toUpperCase() as Language;
  return isLanguage(fallback) ? fallback : 'MS';
}
