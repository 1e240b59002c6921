import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import ms from './ms.json';

type Tree = { [key: string]: string | Tree };
const locales: Record<string, Tree> = { ms, en, cn };

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
  const here = keys.join() === [...keys].sort().join() ? [] : [path];
  return here.concat(
    ...Object.entries(tree)
      .filter((entry): entry is [string, Tree] => typeof entry[1] === 'object')
      .map(([key, child]) => unsortedObjects(child, path === '(root)' ? key : `${path}.${key}`)),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

// The console's sources, without tests: every key is written out there as a string literal
// (a key in the code missing from the files fails `tsc`, as keys are typed).
const sources = import.meta.glob<string>(
  ['/src/console/**/*.{ts,tsx}', '!/src/console/**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);
const literals = new Set(
  Object.values(sources).flatMap((source) =>
    [...source.matchAll(/['"`]([A-Za-z]\w*(?:\.\w+)+)['"`]/g)].map((match) => match[1]),
  ),
);
const reference = flatten(ms);

describe('console translations', () => {
  it.each(Object.keys(locales))('%s has exactly the keys of ms, each with text', (language) => {
    const keys = flatten(locales[language]);
    expect([...keys.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of keys) expect(text.trim(), `${language}: ${key}`).not.toBe('');
  });

  it.each(Object.keys(locales))('%s keeps its keys sorted', (language) => {
    expect(unsortedObjects(locales[language])).toEqual([]);
  });

  it.each(['en', 'cn'])('%s uses the same {{placeholders}} as ms', (language) => {
    const keys = flatten(locales[language]);
    for (const [key, text] of reference) {
      expect(placeholders(keys.get(key) ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
    }
  });

  it('uses every key in the console code', () => {
    expect([...reference.keys()].filter((key) => !literals.has(key))).toEqual([]);
  });

  it('reads the sources it scans', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });
});
