import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  DEPOSIT_CHANNEL_TYPES,
  isDepositChannelType,
  type ConsoleDepositChannel,
  type ConsoleDepositChannelInput,
  type DepositChannelType,
} from '@wps/shared-types';
import { consoleLanguage, useConsoleTranslation } from '../../../lib/i18n';
import { count, money } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Dialog } from '../../../ui/Dialog';
import { CheckField, Field, SelectField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import {
  createDepositChannel,
  depositKeys,
  fetchDepositChannels,
  fetchPromotionChoices,
  updateDepositChannel,
  uploadQrImage,
} from '../api';
import { TYPE_LABELS } from './DepositBadges';
import styles from './Deposits.module.css';

/** The channels members deposit through; payments.settings adds and changes them. */
export function DepositChannelsPage() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const canChange = useCan('payments.settings');
  const [editing, setEditing] = useState<ConsoleDepositChannel | 'new' | null>(null);
  const channels = useQuery({
    queryKey: depositKeys.channels,
    queryFn: ({ signal }) => fetchDepositChannels(signal),
  });
  const none = t('common.none');

  return (
    <section className={ui.page} aria-labelledby="channels-title">
      <p className={ui.muted}>
        <Link to="/deposits">{t('deposits.back')}</Link>
      </p>
      <h1 id="channels-title" className={ui.pageTitle}>
        {t('deposits.channelsTitle')}
      </h1>
      {canChange ? (
        <div className={ui.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            {t('deposits.addChannel')}
          </button>
        </div>
      ) : null}
      <div className={ui.card}>
        {channels.isPending ? <Loading /> : null}
        {channels.isError ? <ErrorMessage error={channels.error} /> : null}
        {channels.data ? (
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('deposits.sortOrder')}</th>
                  <th scope="col">{t('deposits.channelName')}</th>
                  <th scope="col">{t('deposits.type')}</th>
                  <th scope="col">{t('deposits.accountDetails')}</th>
                  <th scope="col">{t('deposits.limits')}</th>
                  <th scope="col">{t('deposits.bonus')}</th>
                  <th scope="col">{t('deposits.state')}</th>
                  {canChange ? <th scope="col">{t('deposits.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {channels.data.map((channel) => (
                  <tr key={channel.id}>
                    <td>{channel.sortOrder}</td>
                    <th scope="row">{channel.name}</th>
                    <td>{t(TYPE_LABELS[channel.type])}</td>
                    <td>
                      {channel.type === 'BANK_TRANSFER'
                        ? `${channel.bankName} · ${channel.accountHolder} · ${channel.accountNumber}`
                        : null}
                      {channel.qrImageUrl ? (
                        <img
                          src={channel.qrImageUrl}
                          alt={t('deposits.qrAlt', { name: channel.name })}
                          className={styles.qr}
                        />
                      ) : null}
                      {channel.type === 'ONLINE' ? t('deposits.gateway') : null}
                    </td>
                    <td>
                      {t('deposits.amountRange', {
                        min: money(channel.minAmount, symbol),
                        max: money(channel.maxAmount, symbol),
                      })}
                      <br />
                      {t('deposits.dailyLimits', {
                        amount: channel.dailyAmount ? money(channel.dailyAmount, symbol) : none,
                        count: channel.dailyCount === null ? none : count(channel.dailyCount),
                      })}
                    </td>
                    <td>
                      {channel.promotionId === null
                        ? none
                        : t('deposits.bonusTerms', {
                            percent: channel.bonusPercent,
                            max: money(channel.bonusMax ?? '0', symbol),
                            times: channel.bonusTurnoverMultiplier,
                          })}
                    </td>
                    <td>
                      <Badge tone={channel.enabled ? 'good' : 'neutral'}>
                        {channel.enabled ? t('deposits.enabled') : t('deposits.disabled')}
                      </Badge>
                    </td>
                    {canChange ? (
                      <td>
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => setEditing(channel)}
                          aria-label={t('deposits.editChannel', { name: channel.name })}
                        >
                          {t('deposits.edit')}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

interface ChannelDraft {
  type: DepositChannelType;
  name: string;
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  qrImageUrl: string;
  minAmount: string;
  maxAmount: string;
  dailyAmount: string;
  dailyCount: string;
  enabled: boolean;
  sortOrder: string;
  promotionId: string;
  bonusPercent: string;
  bonusMax: string;
  bonusTurnoverMultiplier: string;
}

function draftOf(channel: ConsoleDepositChannel | null): ChannelDraft {
  return {
    type: channel?.type ?? 'BANK_TRANSFER',
    name: channel?.name ?? '',
    bankName: channel?.bankName ?? '',
    accountHolder: channel?.accountHolder ?? '',
    accountNumber: channel?.accountNumber ?? '',
    qrImageUrl: channel?.qrImageUrl ?? '',
    minAmount: channel?.minAmount ?? '10.00',
    maxAmount: channel?.maxAmount ?? '50000.00',
    dailyAmount: channel?.dailyAmount ?? '',
    dailyCount: channel?.dailyCount === null || !channel ? '' : String(channel.dailyCount),
    enabled: channel?.enabled ?? true,
    sortOrder: String(channel?.sortOrder ?? 0),
    promotionId: channel?.promotionId ? String(channel.promotionId) : '',
    bonusPercent: channel?.bonusPercent ?? '',
    bonusMax: channel?.bonusMax ?? '',
    bonusTurnoverMultiplier: channel?.bonusTurnoverMultiplier
      ? String(channel.bonusTurnoverMultiplier)
      : '',
  };
}

/** The whole channel as the API takes it (PUT replaces): empty texts are none. */
function inputOf(draft: ChannelDraft): ConsoleDepositChannelInput {
  const text = (value: string) => value.trim() || null;
  const whole = (value: string) => (value.trim() ? Number(value) : null);
  const bonus = draft.promotionId !== '';
  return {
    type: draft.type,
    name: draft.name.trim(),
    bankName: text(draft.bankName),
    accountHolder: text(draft.accountHolder),
    accountNumber: text(draft.accountNumber),
    qrImageUrl: text(draft.qrImageUrl),
    minAmount: draft.minAmount.trim(),
    maxAmount: draft.maxAmount.trim(),
    dailyAmount: text(draft.dailyAmount),
    dailyCount: whole(draft.dailyCount),
    enabled: draft.enabled,
    sortOrder: whole(draft.sortOrder) ?? 0,
    promotionId: bonus ? Number(draft.promotionId) : null,
    bonusPercent: bonus ? text(draft.bonusPercent) : null,
    bonusMax: bonus ? text(draft.bonusMax) : null,
    bonusTurnoverMultiplier: bonus ? whole(draft.bonusTurnoverMultiplier) : null,
  };
}

function ChannelDialog({
  channel,
  onClose,
}: {
  channel: ConsoleDepositChannel | null;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(channel));
  const set = (patch: Partial<ChannelDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const promotions = useQuery({
    queryKey: ['console', 'deposit-channels', 'promotions'],
    queryFn: ({ signal }) => fetchPromotionChoices(signal),
  });
  const save = useMutation({
    mutationFn: (input: ConsoleDepositChannelInput) =>
      channel ? updateDepositChannel(channel.id, input) : createDepositChannel(input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: depositKeys.channels });
      onClose();
    },
  });
  const upload = useMutation({
    mutationFn: uploadQrImage,
    onSuccess: (image) => set({ qrImageUrl: image.url }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(inputOf(draft));
  };
  const pickQr = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };
  const language = consoleLanguage();

  return (
    <Dialog
      title={channel ? t('deposits.editChannel', { name: channel.name }) : t('deposits.addChannel')}
      onClose={onClose}
    >
      <form className={ui.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <SelectField
            label={t('deposits.type')}
            value={draft.type}
            onValueChange={(value) => {
              if (isDepositChannelType(value)) set({ type: value });
            }}
            options={DEPOSIT_CHANNEL_TYPES.map((type) => ({
              value: type,
              label: t(TYPE_LABELS[type]),
            }))}
          />
          <Field
            label={t('deposits.channelName')}
            value={draft.name}
            onValueChange={(name) => set({ name })}
            maxLength={64}
          />
          {draft.type === 'BANK_TRANSFER' ? (
            <>
              <Field
                label={t('deposits.bankName')}
                value={draft.bankName}
                onValueChange={(bankName) => set({ bankName })}
              />
              <Field
                label={t('deposits.accountHolder')}
                value={draft.accountHolder}
                onValueChange={(accountHolder) => set({ accountHolder })}
              />
              <Field
                label={t('deposits.accountNumber')}
                value={draft.accountNumber}
                onValueChange={(accountNumber) => set({ accountNumber })}
              />
            </>
          ) : null}
          <Field
            label={t('deposits.minAmount')}
            value={draft.minAmount}
            inputMode="decimal"
            onValueChange={(minAmount) => set({ minAmount })}
          />
          <Field
            label={t('deposits.maxAmount')}
            value={draft.maxAmount}
            inputMode="decimal"
            onValueChange={(maxAmount) => set({ maxAmount })}
          />
          <Field
            label={t('deposits.dailyAmount')}
            value={draft.dailyAmount}
            inputMode="decimal"
            hint={t('deposits.noLimitHint')}
            onValueChange={(dailyAmount) => set({ dailyAmount })}
          />
          <Field
            label={t('deposits.dailyCount')}
            value={draft.dailyCount}
            inputMode="numeric"
            hint={t('deposits.noLimitHint')}
            onValueChange={(dailyCount) => set({ dailyCount })}
          />
          <Field
            label={t('deposits.sortOrder')}
            value={draft.sortOrder}
            inputMode="numeric"
            onValueChange={(sortOrder) => set({ sortOrder })}
          />
          <SelectField
            label={t('deposits.promotion')}
            value={draft.promotionId}
            onValueChange={(promotionId) => set({ promotionId })}
            options={[
              { value: '', label: t('deposits.noPromotion') },
              ...(promotions.data?.list ?? []).map((promotion) => ({
                value: String(promotion.id),
                label: promotion.texts[language]?.title || promotion.code,
              })),
            ]}
          />
          {draft.promotionId ? (
            <>
              <Field
                label={t('deposits.bonusPercent')}
                value={draft.bonusPercent}
                inputMode="decimal"
                onValueChange={(bonusPercent) => set({ bonusPercent })}
              />
              <Field
                label={t('deposits.bonusMax')}
                value={draft.bonusMax}
                inputMode="decimal"
                onValueChange={(bonusMax) => set({ bonusMax })}
              />
              <Field
                label={t('deposits.bonusTurnover')}
                value={draft.bonusTurnoverMultiplier}
                inputMode="numeric"
                onValueChange={(bonusTurnoverMultiplier) => set({ bonusTurnoverMultiplier })}
              />
            </>
          ) : null}
        </div>
        {draft.type === 'EWALLET' ? (
          <div className={ui.field}>
            <span className={ui.label}>{t('deposits.qrImage')}</span>
            {draft.qrImageUrl ? (
              <img
                src={draft.qrImageUrl}
                alt={t('deposits.qrAlt', { name: draft.name })}
                className={styles.proof}
              />
            ) : null}
            <label className="button">
              <input
                type="file"
                className="visually-hidden"
                accept="image/png,image/jpeg"
                onChange={pickQr}
              />
              {t('deposits.uploadQr')}
            </label>
            {upload.isError ? <ErrorMessage error={upload.error} /> : null}
          </div>
        ) : null}
        <CheckField
          label={t('deposits.enabled')}
          checked={draft.enabled}
          onCheckedChange={(enabled) => set({ enabled })}
        />
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || upload.isPending}
          >
            {t('deposits.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
