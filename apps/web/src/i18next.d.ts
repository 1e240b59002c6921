import 'i18next';
import type consoleTexts from './console/locales/ms.json';
import type agentCentre from './locales/ms/agent-centre.json';
import type fishing from './locales/ms/fishing.json';
import type join from './locales/ms/join.json';
import type mailbox from './locales/ms/mailbox.json';
import type missions from './locales/ms/missions.json';
import type points from './locales/ms/points.json';
import type providerClient from './locales/ms/provider-client.json';
import type pvpRooms from './locales/ms/pvp-rooms.json';
import type rebate from './locales/ms/rebate.json';
import type winners from './locales/ms/winners.json';
import type referral from './locales/ms/referral.json';
import type responsibleGaming from './locales/ms/responsible-gaming.json';
import type rewards from './locales/ms/rewards.json';
import type translation from './locales/ms/translation.json';

// Typed keys: a key that is not in the MS file fails the type check. MS is the reference language.
// The player site reads `translation` (and a page's own namespace, loaded with the page), the
// operator console `console` (its own i18next instance and bundle); all are declared here because
// i18next takes one resources type per program.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      responsibleGaming: typeof responsibleGaming;
      agentCentre: typeof agentCentre;
      join: typeof join;
      mailbox: typeof mailbox;
      rebate: typeof rebate;
      winners: typeof winners;
      referral: typeof referral;
      rewards: typeof rewards;
      missions: typeof missions;
      points: typeof points;
      pvpRooms: typeof pvpRooms;
      fishing: typeof fishing;
      providerClient: typeof providerClient;
      console: typeof consoleTexts;
    };
  }
}
