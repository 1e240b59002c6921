import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../../lib/i18n';
import ui from '../../../ui/ui.module.css';
import { fetchMemberPoints, pointsKeys } from '../api';

/** The member page's points: the balance and what orders in application hold. */
export function MemberPoints({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const points = useQuery({
    queryKey: pointsKeys.member(memberId),
    queryFn: ({ signal }) => fetchMemberPoints(memberId, signal),
  });
  if (!points.data) return null;
  return (
    <p className={ui.muted}>
      {t('points.memberPoints', { points: points.data.points, onHold: points.data.onHold })}
    </p>
  );
}
