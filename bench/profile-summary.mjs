// Prints a profile as text: for a .cpuprofile (bench/profile.mjs) the self time of the top
// functions and of each package (the flat view of a flame graph, idle time left out); for a
// .heapprofile the bytes allocated by the top functions and by each package; for any other file,
// the lines of Node's --trace-gc in it (BENCH_API_LOG): each kind of collection's count, pauses
// and, per 30 s, what was promoted to the old generation and the collections made.
// Usage: node bench/profile-summary.mjs <file>.cpuprofile|<file>.heapprofile|<log> [top (25)]
import { readFileSync } from 'node:fs';

const [file, topArgument] = process.argv.slice(2);
const TOP = Number(topArgument ?? 25);
const text = readFileSync(file, 'utf8');

/** The package a frame's script belongs to: a node_modules package, Node itself, or the app. */
function packageOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@[^/]+\/[^/]+|[^/]+)/.exec(url);
  if (match) return match[1];
  const app = /(apps\/[^/]+|packages\/[^/]+|bench)\//.exec(url);
  return app ? app[1] : url;
}

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}` : ''}`.trim();

function table(title, totals, total, unit, format) {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  console.log(`\n${title}\n`);
  console.log(`| ${unit} | % | frame |\n|---|---|---|`);
  for (const [name, value] of rows) {
    console.log(`| ${format(value)} | ${((100 * value) / total).toFixed(1)} | ${name} |`);
  }
}

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

if (file.endsWith('.cpuprofile')) {
  const profile = JSON.parse(text);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFrame = new Map();
  const byPackage = new Map();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    busy += ms;
    add(byFrame, frameName(callFrame), ms);
    add(byPackage, packageOf(callFrame), ms);
  });
  console.log(`busy (not idle) ${busy.toFixed(0)} ms`);
  const ms = (value) => value.toFixed(0);
  table('Self time by package', byPackage, busy, 'ms', ms);
  table('Self time by function', byFrame, busy, 'ms', ms);
} else if (file.endsWith('.heapprofile')) {
  const profile = JSON.parse(text);
  const byFrame = new Map();
  const byPackage = new Map();
  let total = 0;
  const visit = (node) => {
    total += node.selfSize;
    add(byFrame, frameName(node.callFrame), node.selfSize);
    add(byPackage, packageOf(node.callFrame), node.selfSize);
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  console.log(`allocated (sampled) ${(total / 1e6).toFixed(0)} MB`);
  const mb = (value) => (value / 1e6).toFixed(1);
  table('Allocation by package', byPackage, total, 'MB', mb);
  table('Allocation by function', byFrame, total, 'MB', mb);
} else {
  // `[pid:0x…]  12345 ms: Scavenge 45.2 (60.1) -> 30.3 (61.1) MB, pooled: 0.0 MB, 1.23 / 0.00 ms ...`
  const line =
    /\s(\d+) ms: ([A-Za-z -]+?) (?:\([a-z ]+\) )?([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;
  const WINDOW_MS = 30_000;
  const kinds = new Map();
  const windows = new Map();
  // What the heap kept after a scavenge grew by since the last collection: what was promoted to
  // the old generation.
  let lastAfter;
  for (const match of text.split('\n').map((row) => line.exec(row))) {
    if (!match) continue;
    const [, at, kind, , , after, , pause] = match;
    const major = kind.startsWith('Mark');
    const entry = kinds.get(kind) ?? { count: 0, total: 0, max: 0 };
    entry.count += 1;
    entry.total += Number(pause);
    entry.max = Math.max(entry.max, Number(pause));
    kinds.set(kind, entry);
    const start = Math.floor(Number(at) / WINDOW_MS) * WINDOW_MS;
    const window = windows.get(start) ?? { promoted: 0, minor: 0, minorMs: 0, majors: [] };
    if (major) {
      window.majors.push(`${Number(pause).toFixed(0)} ms`);
    } else {
      window.minor += 1;
      window.minorMs += Number(pause);
      if (lastAfter !== undefined) window.promoted += Math.max(0, Number(after) - lastAfter);
    }
    windows.set(start, window);
    lastAfter = Number(after);
  }
  console.log('| collection | count | total pause ms | longest pause ms |\n|---|---|---|---|');
  for (const [kind, { count, total, max }] of kinds) {
    console.log(`| ${kind} | ${count} | ${total.toFixed(0)} | ${max.toFixed(1)} |`);
  }
  console.log(
    '\n| from s | promoted MB | scavenges | their pauses ms | mark-compacts (pause) |\n|---|---|---|---|---|',
  );
  for (const [start, window] of windows) {
    console.log(
      `| ${start / 1000} | ${window.promoted.toFixed(1)} | ${window.minor} | ${window.minorMs.toFixed(0)} | ${window.majors.join(', ')} |`,
    );
  }
}
