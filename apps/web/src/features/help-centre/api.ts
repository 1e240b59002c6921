import { HELP_CENTRE_PATH, type HelpCategory, type Language } from '@wps/shared-types';
import { api } from '../../api/client';

export const helpCentreKeys = {
  categories: (language: Language) => ['helpCentre', language] as const,
};

export function fetchHelpCentre(language: Language, signal?: AbortSignal): Promise<HelpCategory[]> {
  return api.get<HelpCategory[]>(HELP_CENTRE_PATH, { query: { language }, signal });
}
