import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ConsoleAgentNode } from '@wps/shared-types';
import { count } from '../../../lib/format';
import { useConsoleTranslation, type ConsoleText, type ConsoleTextKey } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { agentKeys, fetchChildren, fetchPath } from '../api';
import { MoveDialog, RatioDialog } from './AgentTreeDialogs';
import styles from './Agents.module.css';

const TYPE_LABELS = {
  AGENT: 'agents.tree.types.AGENT',
  MEMBER: 'agents.tree.types.MEMBER',
} as const satisfies Record<ConsoleAgentNode['type'], string>;

const STATUS_LABELS: Readonly<Record<string, ConsoleTextKey>> = {
  ACTIVE: 'agents.tree.statuses.ACTIVE',
  LOCKED: 'agents.tree.statuses.LOCKED',
  FROZEN: 'agents.tree.statuses.FROZEN',
  CLOSED: 'agents.tree.statuses.CLOSED',
};

type Action = { kind: 'move' | 'ratio'; node: ConsoleAgentNode } | null;

/**
 * The site's agent tree: the top agents, then the direct downline of the agent opened, with the
 * path to it above; an account found by name opens its upline with the account in view.
 */
export function AgentTreePage() {
  const { t } = useConsoleTranslation();
  const [trail, setTrail] = useState<ConsoleAgentNode[]>([]);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action>(null);
  const opened = trail.at(-1) ?? null;
  const open = (next: ConsoleAgentNode[]) => {
    setTrail(next);
    setPage(1);
  };
  const children = useQuery({
    queryKey: agentKeys.children(opened?.memberId ?? null, page),
    queryFn: ({ signal }) => fetchChildren(opened?.memberId ?? null, page, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns(t, (node) => open([...trail, node]), setAction);

  return (
    <section aria-labelledby="agent-tree-title">
      <h1 id="agent-tree-title" className={ui.pageTitle}>
        {t('agents.tree.title')}
      </h1>
      <AccountSearch onFound={(path) => open(path)} />
      <nav className={styles.trail} aria-label={t('agents.tree.trail')}>
        <button type="button" className="button" onClick={() => open([])}>
          {t('agents.tree.topAgents')}
        </button>
        {trail.map((node, index) => (
          <button
            key={node.memberId}
            type="button"
            className="button"
            aria-current={index === trail.length - 1 ? 'page' : undefined}
            onClick={() => open(trail.slice(0, index + 1))}
          >
            {node.account}
          </button>
        ))}
      </nav>
      <h2 className={ui.cardTitle}>
        {opened
          ? t('agents.tree.downlineOf', { account: opened.account })
          : t('agents.tree.topAgents')}
      </h2>
      {children.isPending ? <Loading /> : null}
      {children.isError ? <ErrorMessage error={children.error} /> : null}
      {children.data ? (
        children.data.list.length === 0 ? (
          <p className={ui.muted}>{t('agents.tree.empty')}</p>
        ) : (
          <>
            <DataTable columns={columns} rows={children.data.list} rowKey={(n) => n.memberId} />
            <Pager
              page={children.data.page}
              pageSize={children.data.pageSize}
              total={children.data.total}
              onChoose={setPage}
            />
          </>
        )
      ) : null}
      {action?.kind === 'move' ? (
        <MoveDialog node={action.node} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'ratio' ? (
        <RatioDialog
          node={action.node}
          uplineRatio={opened?.ratio ?? null}
          onClose={() => setAction(null)}
        />
      ) : null}
    </section>
  );
}

function useColumns(
  t: ConsoleText,
  openNode: (node: ConsoleAgentNode) => void,
  act: (action: Action) => void,
): Column<ConsoleAgentNode>[] {
  const canWrite = useCan('agents.write');
  return [
    {
      label: t('agents.tree.account'),
      rowHeader: true,
      cell: (node) =>
        node.type === 'AGENT' ? (
          <button type="button" className={styles.linkButton} onClick={() => openNode(node)}>
            {node.account}
          </button>
        ) : (
          node.account
        ),
    },
    { label: t('agents.tree.type'), cell: (node) => t(TYPE_LABELS[node.type]) },
    {
      label: t('agents.tree.status'),
      cell: (node) => {
        const label = STATUS_LABELS[node.status];
        return label ? t(label) : node.status;
      },
    },
    { label: t('agents.tree.ratio'), cell: (node) => node.ratio ?? '-', number: true },
    { label: t('agents.tree.teamSize'), cell: (node) => count(node.teamSize), number: true },
    {
      label: t('agents.tree.actions'),
      cell: (node) => (
        <span className={ui.actions}>
          <Link to={`/members/${node.memberId}`}>{t('agents.tree.memberPage')}</Link>
          {canWrite ? (
            <button
              type="button"
              className="button"
              aria-label={t('agents.tree.moveOf', { account: node.account })}
              onClick={() => act({ kind: 'move', node })}
            >
              {t('agents.tree.move')}
            </button>
          ) : null}
          {canWrite && node.type === 'AGENT' ? (
            <button
              type="button"
              className="button"
              aria-label={t('agents.tree.ratioOf', { account: node.account })}
              onClick={() => act({ kind: 'ratio', node })}
            >
              {t('agents.tree.setRatio')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
}

/** Finds an account by name; answers the path to open: its uplines, and itself if an agent. */
function AccountSearch({ onFound }: { onFound: (trail: ConsoleAgentNode[]) => void }) {
  const { t } = useConsoleTranslation();
  const [account, setAccount] = useState('');
  const [searched, setSearched] = useState('');
  const found = useQuery({
    queryKey: agentKeys.path(searched),
    queryFn: ({ signal }) => fetchPath(searched, signal),
    enabled: searched !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(account.trim());
  };
  const path = found.data;
  return (
    <form className={ui.toolbar} onSubmit={submit} role="search">
      <Field
        label={t('agents.tree.search')}
        value={account}
        onValueChange={setAccount}
        autoComplete="off"
      />
      <button type="submit" className="button">
        {t('agents.tree.find')}
      </button>
      {found.isError ? <ErrorMessage error={found.error} /> : null}
      {path ? (
        <p className={styles.found}>
          {t('agents.tree.pathOf', { account: path.member.account })}{' '}
          {[...path.ancestors, path.member].map((node) => node.account).join(' › ')}{' '}
          <button
            type="button"
            className="button"
            onClick={() =>
              onFound(
                path.member.type === 'AGENT' ? [...path.ancestors, path.member] : path.ancestors,
              )
            }
          >
            {t('agents.tree.openPath')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
