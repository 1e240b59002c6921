import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@wps/shared-types';
import { CLIENT_ERROR_CODES } from '../../api/client';

type Tree = { [key: string]: string | Tree };

// Every locale file: the site's texts (translation.json) and the pages' own namespaces (loaded
// with their page), by language folder. A new namespace is checked as soon as its files exist.
const files = import.meta.glob<Tree>('/src/locales/*/*.json', { import: 'default', eager: true });
const namespaceFiles: Record<string, Tree> = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.replace('/src/locales/', ''), tree]),
);
const languageOf = (file: string) => file.split('/')[0] ?? '';
const isSiteTexts = (file: string) => file.endsWith('/translation.json');

// Each language's texts in one tree: a page's keys start with its own name, so they never meet
// the site's; a group both have (responsibleGaming) is the union of the two.
function mergedTexts(language: string): Tree {
  const merged: Tree = { ...namespaceFiles[`${language}/translation.json`] };
  for (const [file, tree] of Object.entries(namespaceFiles)) {
    if (languageOf(file) !== language || isSiteTexts(file)) continue;
    for (const [key, value] of Object.entries(tree)) {
      const site = merged[key];
      merged[key] =
        typeof site === 'object' && typeof value === 'object' ? { ...site, ...value } : value;
    }
  }
  return merged;
}
const locales: Record<string, Tree> = Object.fromEntries(
  ['ms', 'en', 'cn'].map((language) => [language, mergedTexts(language)]),
);
const pageNamespaces = Object.entries(namespaceFiles).filter(
  ([file]) => languageOf(file) === 'ms' && !isSiteTexts(file),
);

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

  it.each(pageNamespaces)('keeps the page namespace %s apart from the site texts', (_, texts) => {
    const site = new Set(flatten(namespaceFiles['ms/translation.json'] ?? {}).keys());
    expect([...flatten(texts).keys()].filter((key) => site.has(key))).toEqual([]);
  });

  it('reads every locale file', () => {
    expect(pageNamespaces.length).toBeGreaterThan(4);
    expect(Object.keys(namespaceFiles).length).toBe(pageNamespaces.length * 3 + 3);
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
