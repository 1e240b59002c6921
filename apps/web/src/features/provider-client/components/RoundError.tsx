import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/client';
import { PlayerTokenExpired } from '../api';

/** Why a round or a seed change failed, in the player's words (insufficient funds and so on). */
export function RoundError({ error }: { error: unknown }) {
  const { t } = useTranslation('providerClient');
  const { t: siteT } = useTranslation();
  if (!error) return null;
  return (
    <p className="warning-box" role="alert">
      {error instanceof PlayerTokenExpired
        ? t('providerClient.launchAgain')
        : siteT(errorMessageKey(error))}
    </p>
  );
}
