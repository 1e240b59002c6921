import {
  IDENTITY_FIELDS,
  PROTECTION_PATHS,
  type ExclusionRequest,
  type IdentityStatusValue,
  type ProtectionOverview,
  type RealityCheckRequest,
  type SetLimitRequest,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

// Under the member's keys, so the session's end forgets them with the rest of the member's data.
export const protectionKeys = {
  overview: [...memberKeys.all, 'protection', 'overview'] as const,
};

export function fetchProtection(signal?: AbortSignal): Promise<ProtectionOverview> {
  return api.get<ProtectionOverview>(PROTECTION_PATHS.overview, { signal });
}

export function setLimit(request: SetLimitRequest): Promise<ProtectionOverview> {
  return api.put<ProtectionOverview>(PROTECTION_PATHS.limits, request);
}

export function startExclusion(request: ExclusionRequest): Promise<ProtectionOverview> {
  return api.post<ProtectionOverview>(PROTECTION_PATHS.exclusion, request);
}

export function setRealityCheck(request: RealityCheckRequest): Promise<ProtectionOverview> {
  return api.put<ProtectionOverview>(PROTECTION_PATHS.realityCheck, request);
}

/** PUT the identity documents as multipart/form-data, each image in its own `documents` part. */
export function sendIdentityDocuments(documents: File[]): Promise<IdentityStatusValue> {
  const form = new FormData();
  for (const document of documents) form.append(IDENTITY_FIELDS.documents, document, document.name);
  return api.put<IdentityStatusValue>(PROTECTION_PATHS.identity, form);
}
