import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MISSION_KINDS,
  MISSION_MULTIPLIER_MAX,
  MISSION_PERIODS,
  type ConsoleMissionList,
  type ConsoleMissionView,
  type MissionKind,
  type MissionPeriod,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field, SelectField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { createMission, fetchMissions, missionKeys, saveMission } from '../api';
import { draftProblems, EMPTY_DRAFT, fromDraft, toDraft, type MissionDraft } from '../mission-form';

export const KIND_LABELS = {
  SIGN_IN: 'missions.kinds.SIGN_IN',
  DEPOSIT_AMOUNT: 'missions.kinds.DEPOSIT_AMOUNT',
  DEPOSIT_COUNT: 'missions.kinds.DEPOSIT_COUNT',
  CATEGORY_TURNOVER: 'missions.kinds.CATEGORY_TURNOVER',
  GAME_ROUNDS: 'missions.kinds.GAME_ROUNDS',
} as const satisfies Record<MissionKind, string>;

export const PERIOD_LABELS = {
  DAILY: 'missions.periods.DAILY',
  WEEKLY: 'missions.periods.WEEKLY',
} as const satisfies Record<MissionPeriod, string>;

/** Missions: the site's daily and weekly missions, added, changed, switched on or off. */
export function MissionsPage() {
  const { t } = useConsoleTranslation();
  const list = useQuery({
    queryKey: missionKeys.list,
    queryFn: ({ signal }) => fetchMissions(signal),
  });
  // The mission the form edits: null adds a new one.
  const [editing, setEditing] = useState<ConsoleMissionView | null>(null);
  return (
    <section className={ui.page} aria-labelledby="missions-title">
      <h1 id="missions-title" className={ui.pageTitle}>
        {t('missions.title')}
      </h1>
      <p className={ui.muted}>{t('missions.intro')}</p>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      {list.data ? (
        <>
          <MissionTable list={list.data} onEdit={setEditing} />
          <MissionForm
            key={editing?.id ?? 'new'}
            categories={list.data.categories}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        </>
      ) : null}
    </section>
  );
}

function MissionTable({
  list,
  onEdit,
}: {
  list: ConsoleMissionList;
  onEdit: (mission: ConsoleMissionView) => void;
}) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('payments.settings');
  if (list.list.length === 0) return <p className={ui.muted}>{t('missions.empty')}</p>;
  return (
    <div className={ui.tableScroll}>
      <table className={ui.table} aria-label={t('missions.list')}>
        <thead>
          <tr>
            <th scope="col">{t('missions.order')}</th>
            <th scope="col">{t('missions.titleEN')}</th>
            <th scope="col">{t('missions.period')}</th>
            <th scope="col">{t('missions.kind')}</th>
            <th scope="col">{t('missions.target')}</th>
            <th scope="col">{t('missions.reward')}</th>
            <th scope="col">{t('missions.multiplier')}</th>
            <th scope="col">{t('missions.status')}</th>
            {canChange ? <th scope="col">{t('missions.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.list.map((mission) => (
            <tr key={mission.id}>
              <td className={ui.number}>{mission.sortOrder}</td>
              <td>{mission.titles.EN}</td>
              <td>{t(PERIOD_LABELS[mission.period])}</td>
              <td>
                {t(KIND_LABELS[mission.kind])}
                {mission.categoryCode ? ` · ${mission.categoryCode}` : ''}
                {mission.gameName ? ` · ${mission.gameName}` : ''}
              </td>
              <td className={ui.number}>{mission.target}</td>
              <td className={ui.number}>{mission.rewardAmount}</td>
              <td className={ui.number}>{`${mission.turnoverMultiplier}x`}</td>
              <td>{mission.enabled ? t('missions.on') : t('missions.off')}</td>
              {canChange ? (
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('missions.editOf', { title: mission.titles.EN })}
                    onClick={() => onEdit(mission)}
                  >
                    {t('missions.edit')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MissionForm({
  categories,
  editing,
  onDone,
}: {
  categories: string[];
  editing: ConsoleMissionView | null;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('payments.settings');
  const client = useQueryClient();
  const [draft, setDraft] = useState<MissionDraft>(() =>
    editing ? toDraft(editing) : EMPTY_DRAFT,
  );
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: (input: ReturnType<typeof fromDraft>) =>
      editing ? saveMission(editing.id, input) : createMission(input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: missionKeys.list });
      if (editing) onDone();
      else {
        setDraft(EMPTY_DRAFT);
        setChecked(false);
      }
    },
  });
  if (!canChange) return <p className={ui.muted}>{t('missions.readOnly')}</p>;
  const problems = checked ? draftProblems(draft) : new Set<string>();
  const change = (update: Partial<MissionDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...update }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (draftProblems(draft).size === 0) save.mutate(fromDraft(draft));
  };

  return (
    <form
      className={ui.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('missions.editTitle') : t('missions.addTitle')}
    >
      <h2 className={ui.cardTitle}>{editing ? t('missions.editTitle') : t('missions.addTitle')}</h2>
      <div className={ui.card}>
        <Field
          label={t('missions.titleMS')}
          value={draft.titleMS}
          aria-invalid={problems.has('titles')}
          onValueChange={(titleMS) => change({ titleMS })}
        />
        <Field
          label={t('missions.titleEN')}
          value={draft.titleEN}
          aria-invalid={problems.has('titles')}
          onValueChange={(titleEN) => change({ titleEN })}
        />
        <Field
          label={t('missions.titleCN')}
          value={draft.titleCN}
          aria-invalid={problems.has('titles')}
          hint={problems.has('titles') ? t('missions.problems.titles') : undefined}
          onValueChange={(titleCN) => change({ titleCN })}
        />
        <SelectField
          label={t('missions.period')}
          value={draft.period}
          options={MISSION_PERIODS.map((period) => ({
            value: period,
            label: t(PERIOD_LABELS[period]),
          }))}
          onValueChange={(period) => change({ period: period as MissionPeriod })}
        />
        <SelectField
          label={t('missions.kind')}
          value={draft.kind}
          options={MISSION_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
          onValueChange={(kind) => change({ kind: kind as MissionKind })}
        />
        {draft.kind === 'CATEGORY_TURNOVER' ? (
          <SelectField
            label={t('missions.category')}
            value={draft.categoryCode}
            options={[
              { value: '', label: t('missions.allCategories') },
              ...categories.map((code) => ({ value: code, label: code })),
            ]}
            onValueChange={(categoryCode) => change({ categoryCode })}
          />
        ) : null}
        {draft.kind === 'GAME_ROUNDS' ? (
          <Field
            label={t('missions.gameId')}
            inputMode="numeric"
            value={draft.gameId}
            aria-invalid={problems.has('gameId')}
            hint={problems.has('gameId') ? t('missions.problems.gameId') : t('missions.gameHint')}
            onValueChange={(gameId) => change({ gameId })}
          />
        ) : null}
        <Field
          label={t('missions.target')}
          inputMode="decimal"
          value={draft.target}
          aria-invalid={problems.has('target')}
          hint={problems.has('target') ? t('missions.problems.target') : undefined}
          onValueChange={(target) => change({ target })}
        />
        <Field
          label={t('missions.reward')}
          inputMode="decimal"
          value={draft.rewardAmount}
          aria-invalid={problems.has('rewardAmount')}
          hint={problems.has('rewardAmount') ? t('missions.problems.reward') : undefined}
          onValueChange={(rewardAmount) => change({ rewardAmount })}
        />
        <Field
          label={t('missions.multiplier')}
          inputMode="decimal"
          value={draft.turnoverMultiplier}
          aria-invalid={problems.has('turnoverMultiplier')}
          hint={
            problems.has('turnoverMultiplier')
              ? t('missions.problems.multiplier', { max: MISSION_MULTIPLIER_MAX })
              : undefined
          }
          onValueChange={(turnoverMultiplier) => change({ turnoverMultiplier })}
        />
        <Field
          label={t('missions.order')}
          inputMode="numeric"
          value={draft.sortOrder}
          aria-invalid={problems.has('sortOrder')}
          hint={problems.has('sortOrder') ? t('missions.problems.order') : undefined}
          onValueChange={(sortOrder) => change({ sortOrder })}
        />
        <CheckField
          label={t('missions.enabled')}
          checked={draft.enabled}
          onCheckedChange={(enabled) => change({ enabled })}
        />
      </div>
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('missions.saved')}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {editing ? t('missions.save') : t('missions.add')}
        </button>
        {editing ? (
          <button type="button" className="button" onClick={onDone}>
            {t('missions.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
