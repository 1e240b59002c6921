import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MEMBER_CENTRE_PAGE, type MemberCentrePage } from '@wps/shared-types';
import { AlertDialog } from '../../../ui/AlertDialog';
import { AgentCentre } from '../../agent-centre';
import { useUnreadMessages } from '../../mailbox';
import { MemberCentre } from '../../member-centre';
import { useRewardCount } from '../../rewards';
import { useMissionCount } from '../../missions';
import { type AccessDialogState, announceLogout, endSession, logout } from '../../session';

interface SessionDialogsProps {
  dialog: AccessDialogState;
  onClose: () => void;
  onSignedOut: () => void;
}

/**
 * The shell's session dialogs: demo-account warning, sign-out confirmation, member centre and
 * agent centre (its own chunk).
 */
export function SessionDialogs({ dialog, onClose, onSignedOut }: SessionDialogsProps) {
  const { t } = useTranslation();
  if (dialog.name === 'needTrueAccount') {
    // Spec 1 §6: in_need_true_account with the in_increase_submit button.
    return (
      <AlertDialog
        title={t('session.warningTitle')}
        onClose={onClose}
        confirmLabel={t('access.ok')}
      >
        <p>{t('errors.NEED_TRUE_ACCOUNT')}</p>
      </AlertDialog>
    );
  }
  if (dialog.name === 'signOut')
    return <SignOutDialog onClose={onClose} onSignedOut={onSignedOut} />;
  if (dialog.name === 'agentCentre')
    return <AgentCentre page={dialog.agentPage} onClose={onClose} />;
  return <MemberCentreDialog page={dialog.page ?? DEFAULT_MEMBER_CENTRE_PAGE} onClose={onClose} />;
}

/**
 * The member centre with its red counts (spec 1 §2): unread messages beside the mailbox, rewards
 * to claim beside the reward centre, missions to claim beside mission_activity.
 */
function MemberCentreDialog({ page, onClose }: { page: MemberCentrePage; onClose: () => void }) {
  const messageCount = useUnreadMessages();
  const rewardCount = useRewardCount();
  const missionCount = useMissionCount();
  return (
    <MemberCentre
      page={page}
      onClose={onClose}
      counts={{ messageCount, rewardCount, missionCount }}
    />
  );
}

function SignOutDialog({ onClose, onSignedOut }: { onClose: () => void; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logout,
    // The session ends here whatever the server said: a revoked or expired token is gone too.
    onSettled: () => {
      endSession(queryClient);
      announceLogout();
      onSignedOut();
    },
  });
  return (
    <AlertDialog
      title={t('session.signOut')}
      onClose={onClose}
      onConfirm={() => signOut.mutate()}
      confirmLabel={t('session.signOutConfirm')}
      busy={signOut.isPending}
    >
      <p>{t('session.signOutQuestion')}</p>
    </AlertDialog>
  );
}
