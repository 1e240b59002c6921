import {
  CONSOLE_GAME_IMPORT,
  CONSOLE_GAME_IMPORT_COLUMNS,
  type ConsoleGameImportError,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { jsonNestingDepth } from '../common/hostile-input.js';

// A game of the catalogue format nests two levels (the game, its names); a file three or four
// (the array, perhaps in an object). Anything deeper is no catalogue file.
const MAX_DEPTH = 6;
const REQUIRED_COLUMNS = CONSOLE_GAME_IMPORT_COLUMNS.slice(0, 7);
const NUMBER_COLUMNS = new Set(['minBet', 'lineCount', 'hotRank']);
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;
const BOOLEAN_TEXT = new Map([
  ['true', true],
  ['false', false],
  ['yes', true],
  ['no', false],
  ['1', true],
  ['0', false],
]);

/** One game of an import file as written (the catalogue format), and the line it starts on. */
export interface ImportRecord {
  line: number;
  value: unknown;
}

export interface ImportFile {
  format: 'CSV' | 'JSON';
  records: ImportRecord[];
}

/** The 400 answer of a file that cannot be imported, each problem with its line. */
export function importRefused(errors: ConsoleGameImportError[]): AppError {
  const messages = errors.map(
    (error) => `line ${error.line}${error.field ? ` ${error.field}` : ''}: ${error.message}`,
  );
  return new AppError(
    'VALIDATION_FAILED',
    errors.length === 1
      ? `The file cannot be imported: ${messages[0]}`
      : `The file cannot be imported: ${errors.length} problems`,
    { fields: { file: messages }, errors },
  );
}

const fileError = (line: number, message: string) =>
  importRefused([{ line, field: null, message }]);

/**
 * The games of an import file: JSON (the seed's games.json, `{"games": [...]}`, or a bare array)
 * or CSV with a header row of CONSOLE_GAME_IMPORT_COLUMNS. The format is told by the first
 * character. A file that cannot be read as either is refused with the line at fault.
 */
export function readImportFile(bytes: Uint8Array): ImportFile {
  const text = decodeText(bytes);
  const first = /\S/.exec(text);
  if (!first) throw fileError(1, 'the file is empty');
  const file: ImportFile =
    first[0] === '{' || first[0] === '['
      ? { format: 'JSON', records: jsonRecords(text, bytes) }
      : { format: 'CSV', records: csvRecords(text) };
  if (file.records.length === 0) throw fileError(1, 'the file holds no games');
  if (file.records.length > CONSOLE_GAME_IMPORT.maxRows) {
    const line = file.records[CONSOLE_GAME_IMPORT.maxRows].line;
    throw fileError(line, `more than ${CONSOLE_GAME_IMPORT.maxRows} games in one file`);
  }
  return file;
}

/** UTF-8 text without its byte-order mark; a file in another encoding is refused. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    throw fileError(lineAt(lenient, lenient.indexOf('\uFFFD')), 'the file is not UTF-8 text');
  }
}

/** The 1-based line of the character at `index`. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let position = text.indexOf('\n'); position !== -1 && position < index;) {
    line += 1;
    position = text.indexOf('\n', position + 1);
  }
  return line;
}

// ---------------------------------------------------------------- JSON

function jsonRecords(text: string, bytes: Uint8Array): ImportRecord[] {
  if (jsonNestingDepth(bytes, MAX_DEPTH) > MAX_DEPTH) {
    throw fileError(1, `nesting deeper than ${MAX_DEPTH} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw fileError(jsonErrorLine(text, error), `not valid JSON (${messageOf(error)})`);
  }
  const nested = !Array.isArray(parsed);
  const games: unknown =
    nested && typeof parsed === 'object' && parsed !== null && 'games' in parsed
      ? parsed.games
      : parsed;
  if (!Array.isArray(games)) {
    throw fileError(1, 'expected an array of games, or an object with one in "games"');
  }
  const lines = elementLines(text, nested);
  return games.map((value: unknown, index) => ({ line: lines[index] ?? 1, value }));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** V8 names the line ("(line 3 column 5)") or the position of a syntax error. */
function jsonErrorLine(text: string, error: unknown): number {
  const message = messageOf(error);
  const line = /\(line (\d+) column \d+\)/.exec(message);
  if (line) return Number(line[1]);
  const position = /at position (\d+)/.exec(message);
  return position ? lineAt(text, Number(position[1])) : 1;
}

/**
 * The line each game of a valid JSON text starts on: the elements of the top-level array, or
 * (`nested`) of the array in the top-level object's "games" (the last one, as JSON.parse keeps).
 * One pass over the text, tracking strings and nesting.
 */
function elementLines(text: string, nested: boolean): number[] {
  let lines: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  let stringStart = 0;
  let key: string | null = null;
  let awaitingKey = false;
  let valueOfGames = false;
  let targetDepth: number | null = null;
  let awaitingElement = false;
  const inTopObject = () => nested && stack.length === 1;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\n') line += 1;
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') {
        inString = false;
        if (inTopObject() && awaitingKey) key = text.slice(stringStart + 1, index);
      }
      continue;
    }
    if (/\s/.test(character)) continue;
    if (awaitingElement && character !== ']') lines.push(line);
    awaitingElement = false;
    if (character === '"') {
      inString = true;
      stringStart = index;
    } else if (character === '{' || character === '[') {
      stack.push(character);
      const isTarget = nested ? stack.length === 2 && valueOfGames : stack.length === 1;
      if (character === '[' && isTarget) {
        targetDepth = stack.length;
        awaitingElement = true;
        lines = [];
      }
      if (inTopObject()) awaitingKey = true;
    } else if (character === '}' || character === ']') {
      stack.pop();
      if (targetDepth !== null && stack.length < targetDepth) targetDepth = null;
    } else if (character === ',') {
      if (stack.length === targetDepth) awaitingElement = true;
      if (inTopObject()) awaitingKey = true;
    } else if (character === ':' && inTopObject()) {
      awaitingKey = false;
    }
    // A value of the top object starts right after its colon: is it the games array?
    if (nested && stack.length === 1 && character !== ':') valueOfGames = false;
    if (character === ':' && inTopObject()) valueOfGames = key === 'games';
  }
  return lines;
}

// ---------------------------------------------------------------- CSV

interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records: cells separated by commas, a quoted cell may hold commas, line breaks and
 * doubled quotes; CRLF or LF ends a record. Empty lines are skipped.
 */
function csvCells(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let afterQuote = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        quoted = false;
        afterQuote = true;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
      continue;
    }
    if (character === ',') {
      endCell();
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (afterQuote) {
      throw fileError(line, 'text after the closing quote of a cell');
    } else if (character === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else {
      cell += character;
    }
  }
  if (quoted) throw fileError(quoteLine, 'a quote opened here is never closed');
  endRecord();
  return records;
}

function csvRecords(text: string): ImportRecord[] {
  const [header, ...rows] = csvCells(text);
  if (!header) throw fileError(1, 'the file is empty');
  const columns = header.cells.map((cell) => cell.trim());
  const known = new Set<string>(CONSOLE_GAME_IMPORT_COLUMNS);
  const problems = [
    ...columns.filter((column) => !known.has(column)).map((column) => `unknown column "${column}"`),
    ...columns
      .filter((column, index) => columns.indexOf(column) !== index)
      .map((column) => `column "${column}" twice`),
    ...REQUIRED_COLUMNS.filter((column) => !columns.includes(column)).map(
      (column) => `no column "${column}"`,
    ),
  ];
  if (problems.length > 0) {
    throw importRefused(problems.map((message) => ({ line: header.line, field: null, message })));
  }
  const tooLong = rows.find((row) => row.cells.length > columns.length);
  if (tooLong) {
    throw fileError(
      tooLong.line,
      `${tooLong.cells.length} cells, but the header names ${columns.length} columns`,
    );
  }
  return rows.map((row) => ({ line: row.line, value: csvGame(columns, row.cells) }));
}

/** A CSV row as the catalogue format: empty cells left out, numbers and true/false typed. */
function csvGame(columns: readonly string[], cells: readonly string[]): Record<string, unknown> {
  const game: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  columns.forEach((column, index) => {
    const text = (cells[index] ?? '').trim();
    if (text === '') return;
    if (column.startsWith('names.')) names[column.slice('names.'.length)] = text;
    else if (NUMBER_COLUMNS.has(column))
      game[column] = NUMBER_TEXT.test(text) ? Number(text) : text;
    else if (column === 'isHot') game[column] = BOOLEAN_TEXT.get(text.toLowerCase()) ?? text;
    else game[column] = text;
  });
  if (Object.keys(names).length > 0) game.names = names;
  return game;
}
