import { CUSTOMER_SERVICE_TYPES, type CustomerServiceType } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import { ChoiceField, FieldGrid } from '../components/FormPieces';
import type { ContentDefinition, ContentFormProps } from '../content-definition';
import { SITE_PAGES } from '../site-pages';

interface ChannelDraft {
  csType: CustomerServiceType;
  name: string;
  path: string;
}

const CHANNEL_LABELS = {
  LIVECHAT: 'content.channelLiveChat',
  VIP: 'content.channelVip',
} as const satisfies Record<CustomerServiceType, string>;

function ChannelForm({ draft, change, editing }: ContentFormProps<ChannelDraft>) {
  const { t } = useConsoleTranslation();
  return (
    <>
      <FieldGrid>
        <ChoiceField
          label={t('content.channel')}
          value={draft.csType}
          // A channel is its type's: another type is another channel.
          disabled={editing}
          choices={CUSTOMER_SERVICE_TYPES.map((type) => ({
            value: type,
            label: t(CHANNEL_LABELS[type]),
          }))}
          onChoose={(csType) => change({ csType })}
        />
        <Field
          label={t('content.name')}
          required
          maxLength={100}
          value={draft.name}
          onValueChange={(name) => change({ name })}
        />
      </FieldGrid>
      <Field
        label={t('content.address')}
        required
        value={draft.path}
        onValueChange={(path) => change({ path })}
        hint={t('content.addressHint')}
      />
      {editing ? null : <p className={ui.hint}>{t('content.channelHint')}</p>}
    </>
  );
}

/**
 * The customer-service channels (live chat, VIP): one a type, set with PUT at its type, so a new
 * one has no POST. Players reach them from the side menu; the site follows a change at once.
 */
export const customerServiceDefinition: ContentDefinition<'customerService', ChannelDraft> = {
  resource: 'customerService',
  title: 'content.tabCustomerService',
  addLabel: 'content.addChannel',
  columns: ({ t }) => [
    { label: t('content.channel'), cell: (channel) => t(CHANNEL_LABELS[channel.csType]) },
    { label: t('content.name'), cell: (channel) => channel.name },
    {
      label: t('content.address'),
      cell: (channel) => (
        <a href={channel.path} target="_blank" rel="noopener noreferrer">
          {channel.path}
        </a>
      ),
    },
  ],
  itemId: (channel) => channel.csType,
  itemName: (channel) => channel.name,
  sitePath: () => SITE_PAGES.home,
  emptyDraft: () => ({ csType: 'LIVECHAT', name: '', path: '' }),
  toDraft: (channel) => ({ csType: channel.csType, name: channel.name, path: channel.path }),
  toInput: (draft) => ({ name: draft.name.trim(), path: draft.path.trim() }),
  newItemId: (draft) => draft.csType,
  Form: ChannelForm,
  removal: 'delete',
};
