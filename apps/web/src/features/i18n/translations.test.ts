import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@wps/shared-types';
import { CLIENT_ERROR_CODES } from '../../api/client';
import cnAgentCentre from '../../locales/cn/agent-centre.json';
import cnJoin from '../../locales/cn/join.json';
import cnMailbox from '../../locales/cn/mailbox.json';
import cnPoints from '../../locales/cn/points.json';
import cnRebate from '../../locales/cn/rebate.json';
import cnResponsibleGaming from '../../locales/cn/responsible-gaming.json';
import cn from '../../locales/cn/translation.json';
import enAgentCentre from '../../locales/en/agent-centre.json';
import enJoin from '../../locales/en/join.json';
import enMailbox from '../../locales/en/mailbox.json';
import enPoints from '../../locales/en/points.json';
import enRebate from '../../locales/en/rebate.json';
import enResponsibleGaming from '../../locales/en/responsible-gaming.json';
import en from '../../locales/en/translation.json';
import msAgentCentre from '../../locales/ms/agent-centre.json';
import msJoin from '../../locales/ms/join.json';
import msMailbox from '../../locales/ms/mailbox.json';
import msPoints from '../../locales/ms/points.json';
import msRebate from '../../locales/ms/rebate.json';
import msResponsibleGaming from '../../locales/ms/responsible-gaming.json';
import ms from '../../locales/ms/translation.json';

type Tree = { [key: string]: string | Tree };
// Each language's texts: the site's namespace and the pages' own (loaded with their page), one
// tree here, since their keys never meet (a page's start with its own name).
const locales: Record<string, Tree> = {
  ms: {
    ...ms,
    responsibleGaming: { ...ms.responsibleGaming, ...msResponsibleGaming.responsibleGaming },
    ...msAgentCentre,
    ...msJoin,
    ...msMailbox,
    ...msRebate,
    ...msPoints,
  },
  en: {
    ...en,
    responsibleGaming: { ...en.responsibleGaming, ...enResponsibleGaming.responsibleGaming },
    ...enAgentCentre,
    ...enJoin,
    ...enMailbox,
    ...enRebate,
    ...enPoints,
  },
  cn: {
    ...cn,
    responsibleGaming: { ...cn.responsibleGaming, ...cnResponsibleGaming.responsibleGaming },
    ...cnAgentCentre,
    ...cnJoin,
    ...cnMailbox,
    ...cnRebate,
    ...cnPoints,
  },
};
const namespaceFiles: Record<string, Tree> = {
  ms,
  en,
  cn,
  msResponsibleGaming,
  enResponsibleGaming,
  cnResponsibleGaming,
  msAgentCentre,
  msJoin,
  enAgentCentre,
  enJoin,
  cnAgentCentre,
  cnJoin,
  msMailbox,
  msRebate,
  enMailbox,
  enRebate,
  cnMailbox,
  cnRebate,
  msPoints,
  enPoints,
  cnPoints,
};

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [child, text] of flatten(value, path)) keys.set(child, text);
  }
  return keys;
}

function unsortedObjects(tree: Tree, path = '(root)'): string[] {
  const keys = Object.keys(tree);
  const sorted = [...keys].sort();
  const here = keys.join() === sorted.join() ? [] : [path];
  return here.concat(
    ...Object.entries(tree)
      .filter((entry): entry is [string, Tree] => typeof entry[1] === 'object')
      .map(([key, child]) => unsortedObjects(child, path === '(root)' ? key : `${path}.${key}`)),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Application source, without tests: every key must be written out there as a string literal.
// (The opposite direction, a key in the code missing from the files, fails `tsc`: keys are typed.)
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const literals = new Set(
  Object.values(sources).flatMap((source) =>
    [...source.matchAll(/['"`]([A-Za-z]\w*(?:\.\w+)+)['"`]/g)].map((match) => match[1]),
  ),
);

const reference = flatten(locales.ms);
// `errors.<code>` keys are looked up with a computed key (errorMessageKey), so they are checked
// against the error codes instead of the source text.
const errorKeys = [...ERROR_CODES, ...CLIENT_ERROR_CODES].map((code) => `errors.${code}`);

describe('translations', () => {
  it.each(Object.keys(locales))('%s has exactly the keys of ms, each with text', (language) => {
    const keys = flatten(locales[language]);
    expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of keys) expect(text.trim(), `${language}: ${key}`).not.toBe('');
  });

  it.each(Object.keys(namespaceFiles))('%s keeps its keys sorted', (file) => {
    expect(unsortedObjects(namespaceFiles[file])).toEqual([]);
  });

  it.each([
    ['responsibleGaming', msResponsibleGaming],
    ['agentCentre', msAgentCentre],
    ['join', msJoin],
    ['mailbox', msMailbox],
    ['rebate', msRebate],
    ['points', msPoints],
  ])('keeps the page namespace %s apart from the site texts: no key in both', (_, texts) => {
    const site = new Set(flatten(ms).keys());
    expect([...flatten(texts).keys()].filter((key) => site.has(key))).toEqual([]);
  });

  it.each(['en', 'cn'])('%s uses the same {{placeholders}} as ms', (language) => {
    const keys = flatten(locales[language]);
    for (const [key, text] of reference) {
      expect(placeholders(keys.get(key) ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('has a text for every error code and no other errors.* key', () => {
    const inFile = [...reference.keys()].filter((key) => key.startsWith('errors.'));
    expect(inFile.sort()).toEqual([...errorKeys].sort());
  });

  it('uses every key in the code', () => {
    const unused = [...reference.keys()].filter(
      (key) => !key.startsWith('errors.') && !literals.has(key),
    );
    expect(unused).toEqual([]);
  });

  it('reads the sources it scans', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });
});
