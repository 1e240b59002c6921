import { openAccessDialog } from '../../session';

/** Opens the member centre on the security centre, where the real name and payment password are set. */
export function openSecurityCentre() {
  openAccessDialog('memberCentre', { page: 'securityCenter' });
}
