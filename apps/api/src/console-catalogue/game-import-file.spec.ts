import { AppError } from '../common/app-error.js';
import { readImportFile } from './game-import-file.js';

const read = (text: string | Uint8Array) =>
  readImportFile(typeof text === 'string' ? Buffer.from(text) : text);

/** The row errors of the 400 answer refusing the file. */
const refusal = (text: string | Uint8Array) => {
  try {
    read(text);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return error.value;
    throw error;
  }
  throw new Error('the file was read');
};

describe('game import file', () => {
  it('reads RFC 4180 CSV: quoted commas, line breaks and quotes, rows on their own lines', () => {
    const file = read(
      '\uFEFFvendor,gameCode,name,category,typeCode,minBet,lineCount,isHot,names.CN\r\n' +
        'PG,A,"Dragon, ""Gold""",RNG,SC,0.5,20,TRUE,金龙\r\n' +
        '\r\n' +
        'PG,B,"Two\nlines",RNG,SC,1,0,,\r\n' +
        'PG,C,Short,RNG,SC,x,0,maybe\r\n',
    );
    expect(file.format).toBe('CSV');
    expect(file.records).toEqual([
      {
        line: 2,
        value: {
          vendor: 'PG',
          gameCode: 'A',
          name: 'Dragon, "Gold"',
          category: 'RNG',
          typeCode: 'SC',
          minBet: 0.5,
          lineCount: 20,
          isHot: true,
          names: { CN: '金龙' },
        },
      },
      {
        line: 4,
        value: expect.objectContaining({ gameCode: 'B', name: 'Two\nlines', lineCount: 0 }),
      },
      // Cells that are no number or true/false stay text, for the row's check to name.
      { line: 6, value: expect.objectContaining({ minBet: 'x', isHot: 'maybe' }) },
    ]);
  });

  it('finds the line of each game of a JSON file, bare or under "games"', () => {
    const bare = read('[\n  {"vendor": "PG"},\n\n  {"vendor": "JILI",\n "name": "a]b"}\n]');
    expect(bare).toEqual({
      format: 'JSON',
      records: [
        { line: 2, value: { vendor: 'PG' } },
        { line: 4, value: { vendor: 'JILI', name: 'a]b' } },
      ],
    });
    const nested = read(
      '{\n "note": {"games": [1, 2]},\n "games": [\n  {"x": "\\"games\\": ["},\n  {"y": [3]}\n ]\n}',
    );
    expect(nested.records.map((record) => record.line)).toEqual([4, 5]);
  });

  it('refuses what is neither, with the line', () => {
    expect(refusal('[\n {"a": 1},\n {"b": 2,}\n]')).toMatchObject({
      errors: [{ line: 3, field: null, message: expect.stringMatching(/^not valid JSON/) }],
    });
    expect(refusal(`${'['.repeat(7)}${']'.repeat(7)}`)).toMatchObject({
      errors: [expect.objectContaining({ message: 'nesting deeper than 6 levels' })],
    });
    expect(refusal(Buffer.from([0x76, 0x0a, 0x0a, 0xff, 0xfe]))).toMatchObject({
      errors: [{ line: 3, field: null, message: 'the file is not UTF-8 text' }],
    });
    expect(
      refusal('vendor,gameCode,name,category,typeCode,minBet,lineCount\nPG,"A\n'),
    ).toMatchObject({
      errors: [{ line: 2, field: null, message: 'a quote opened here is never closed' }],
    });
    expect(refusal(' \n ')).toMatchObject({
      errors: [{ line: 1, field: null, message: 'the file is empty' }],
    });
  });
});
