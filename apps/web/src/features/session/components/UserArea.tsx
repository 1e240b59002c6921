import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { openAccessDialog } from '../access-dialogs';
import { useActionGuard } from '../hooks/useActionGuard';
import { useMemberIcon, useMemberInfo } from '../hooks/useMemberInfo';
import { useSession } from '../hooks/useSession';
import { isAgentSession, isDemoSession } from '../session-store';
import styles from './UserArea.module.css';

/** Spec 1 §9: a dropdown closes 200 ms after focus leaves it. */
export const DROPDOWN_BLUR_DELAY_MS = 200;

interface UserAreaProps {
  balance: ReactNode;
  badgeCount: number;
  /** The centres the operator offers (isShowMC, isShowAC): entries into the others are left out. */
  centres: { memberCentre: boolean; agentCentre: boolean };
}

/**
 * The header's logged-in area: deposit, balance, avatar with badge (unread messages plus
 * unclaimed promotions, spec 1 §2: the shell counts them), name, ID, VIP label, menu.
 */
export function UserArea({ balance, badgeCount, centres }: UserAreaProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const guard = useActionGuard();
  const { data: info } = useMemberInfo();
  const { data: icon } = useMemberIcon();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const blurTimer = useRef<number | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      if (blurTimer.current !== null) window.clearTimeout(blurTimer.current);
    },
    [],
  );

  const demo = isDemoSession(session);
  const agent = isAgentSession(session) && centres.agentCentre;
  const memberCentre = centres.memberCentre;
  const nickname = info?.nickname || session.nickname || session.account || '';
  const memberId = info?.id ?? session.customerId;

  const focusMenuButton = () =>
    containerRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.focus();
  // An opened menu takes focus on its first entry (the menu button pattern), so arrow keys work.
  useEffect(() => {
    if (open) containerRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  // A menu entry closes the menu and gives focus back to its button before it acts: a dialog the
  // entry opens returns focus there when it closes, not to the page's start.
  const choose = (action: () => void) => {
    setOpen(false);
    focusMenuButton();
    action();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'),
    );
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      focusMenuButton();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className={styles.area}>
      {memberCentre && (
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => guard(() => openAccessDialog('memberCentre', { page: 'depositv2' }))}
        >
          {t('session.deposit')}
        </button>
      )}
      {balance}
      <div
        ref={containerRef}
        className={styles.menuWrapper}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => {
            if (!containerRef.current?.contains(document.activeElement)) setOpen(false);
          }, DROPDOWN_BLUR_DELAY_MS);
        }}
        onFocus={() => {
          if (blurTimer.current !== null) window.clearTimeout(blurTimer.current);
        }}
      >
        <button
          type="button"
          className={styles.profile}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.avatar} aria-hidden="true">
            {icon?.url ? <img src={icon.url} alt="" /> : <AvatarIcon />}
            {badgeCount > 0 && <span className={styles.badge}>{badgeCount}</span>}
          </span>
          <span className={styles.identity}>
            <span className={styles.nickname}>{nickname}</span>
            <span className={styles.details}>
              {memberId && <span>{t('session.memberId', { id: memberId })}</span>}
              {info?.clubLabel && (
                <span className={styles.vipLabel}>{info.clubLabel.labelName}</span>
              )}
              {demo && <span className={styles.vipLabel}>{t('session.demoLabel')}</span>}
            </span>
          </span>
          <span className="visually-hidden">{t('session.menu.label')}</span>
        </button>
        {open && (
          <ul id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKeyDown}>
            {/* Spec 1 §6: the member centre only for a logged-in account that is not a demo. */}
            {memberCentre && !demo && (
              <MenuItem
                label={t('session.menu.myAccount')}
                onSelect={() =>
                  choose(() =>
                    guard(() => openAccessDialog('memberCentre', { page: 'securityCenter' })),
                  )
                }
              />
            )}
            {agent && (
              <MenuItem
                label={t('session.menu.agent')}
                onSelect={() => choose(() => void navigate('/agentHome'))}
              />
            )}
            {memberCentre && (
              <MenuItem
                label={t('session.menu.mailbox')}
                onSelect={() =>
                  choose(() => guard(() => openAccessDialog('memberCentre', { page: 'messageV2' })))
                }
              />
            )}
            <MenuItem
              label={t('session.signOut')}
              onSelect={() => choose(() => openAccessDialog('signOut'))}
            />
          </ul>
        )}
      </div>
    </div>
  );
}

function MenuItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" onClick={onSelect}>
        {label}
      </button>
    </li>
  );
}

function AvatarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
