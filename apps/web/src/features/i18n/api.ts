import { ACCESS_PATHS, type Language } from '@wps/shared-types';
import { api } from '../../api/client';

/** Tells the server the logged-in member's language (spec 1 §4). */
export function updateMemberLanguage(language: Language): Promise<unknown> {
  return api.post(ACCESS_PATHS.language, { language });
}
