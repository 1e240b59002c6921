import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { checkAffiliateCode, registerKeys } from '../api';

export type InvitationStatus = 'none' | 'checking' | 'valid' | 'invalid';

/** Query parameters that carry an agent's invitation code in a referral link. */
export const INVITATION_PARAMETERS = ['affiliateCode', 'code', 'inviteCode'] as const;

/**
 * The invitation code of the link the visitor came with, checked with the API (spec 1 §4): a
 * valid code hides the affiliate field, an invalid one shows it with 'invitation_code_error'.
 * The `referralCode` parameter is taken over as it is.
 */
export function useInvitationCode() {
  const [params] = useSearchParams();
  const code =
    INVITATION_PARAMETERS.map((name) => params.get(name)?.trim() ?? '').find(Boolean) ?? '';
  const referralCode = params.get('referralCode')?.trim() ?? '';
  const check = useQuery({
    queryKey: registerKeys.affiliate(code),
    queryFn: ({ signal }) => checkAffiliateCode(code, signal),
    enabled: code !== '',
    staleTime: Infinity,
    retry: false,
  });

  let status: InvitationStatus = 'none';
  if (code) {
    if (check.isPending) status = 'checking';
    else status = check.data?.valid ? 'valid' : 'invalid';
  }
  return { code, referralCode, status, agentNickname: check.data?.agentNickname ?? null };
}
