import fc from 'fast-check';
import { hash32 } from '../../src/common/deterministic-random.js';
import type { Operation, Parameter, SchemaObject } from './openapi.js';

// Hostile requests generated from the OpenAPI document with fast-check: for each operation a
// valid-looking request (its parameters and body from the schema, known-good values where the
// test gives them) and mutations of it. Values are built as JSON text, not objects, so a body
// can hold what no object serialises to: prototype keys, numbers past a double, broken syntax.

/** One request to send, as it goes on the wire. */
export interface FuzzRequest {
  /** The operation and the mutation, e.g. `POST /wps/session/login: wrong type of password`. */
  label: string;
  method: string;
  /** Path and query string, percent-encoded. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The credentials the route kinds want, and values that take a request past the first checks. */
export interface FuzzContext {
  bodyLimitBytes: number;
  /** The right credential of the operation as headers, given the body (signatures need it). */
  credential(operation: Operation, body: Buffer): Record<string, string>;
  /** Credentials of another kind, or forged ones: none of them may open the operation. */
  wrongCredentials(operation: Operation): Record<string, string>[];
  /** Values by field name that the site accepts, so that other fields are what gets tested. */
  knownValues: Record<string, string | number | boolean | object>;
}

// ---- Values

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f',
  '\r\n\r\nX-Injected: 1',
  '\uFEFFbom',
  '\uD800',
  '\uDFFF\uD800',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308',
  'Z̸̡̛̖͓͇̈́͑̍a̴̧̛͕l̷̨̛g̶̨̛o̵̢̧',
  '中文字符',
  'ｆｕｌｌｗｉｄｔｈ',
  '%00',
  '%',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE member; --',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '-1e309',
  '0x1A',
  '0b101',
  '1_000',
  ' 12 ',
  '12abc',
  '9'.repeat(40),
  '0.1',
  '1.005',
  '1,5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:60Z',
];

const LONG_UNITS = ['a', '👩‍👩‍👧‍👦', 'ب', 'e\u0301', '中', '\u202E', '\\', '"'];

/** Short hostile strings: they fit in a URL. */
const shortNastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }) },
);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: shortNastyString },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min: 100, max: 4000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

const NUMBER_TEXTS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '0.001',
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '1.7976931348623157e308',
  '5e-324',
];

const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBER_TEXTS),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
);

const keyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '') },
  { weight: 3, arbitrary: shortNastyString },
);

/** Any JSON value as text, a few levels deep, with hostile strings and numbers. */
const anyJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString.map((text) => JSON.stringify(text)),
    numberText,
    fc.constantFrom('true', 'false', 'null', '[]', '{}'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(keyText, tie('value')), { maxLength: 4 })
      .map((entries) => objectText(entries)),
  ),
})).value;

function objectText(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

/** A value of the schema's type, often hostile within the type. */
function typedJson(schema: SchemaObject, depth = 0): fc.Arbitrary<string> {
  if (schema.enum?.length) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...schema.enum.map((item) => JSON.stringify(item))) },
      { weight: 1, arbitrary: nastyString.map((text) => JSON.stringify(text)) },
    );
  }
  switch (schema.type) {
    case 'number':
    case 'integer':
      return numberText;
    case 'boolean':
      return fc.constantFrom('true', 'false');
    case 'array':
      return fc
        .array(depth < 3 && schema.items ? typedJson(schema.items, depth + 1) : anyJson, {
          maxLength: 5,
        })
        .map((items) => `[${items.join(',')}]`);
    case 'object':
      if (schema.properties && depth < 3) {
        return fc
          .tuple(
            ...Object.entries(schema.properties).map(([name, property]) =>
              fc.option(
                typedJson(property, depth + 1).map((value): [string, string] => [name, value]),
              ),
            ),
          )
          .map((entries) => objectText(entries.filter((entry) => entry !== null)));
      }
      return fc
        .array(fc.tuple(keyText, anyJson), { maxLength: 4 })
        .map((entries) => objectText(entries));
    default:
      return nastyString.map((text) => JSON.stringify(text));
  }
}

/** A query or path value (text) of the schema's type, often hostile. */
function typedText(schema: SchemaObject | undefined): fc.Arbitrary<string> {
  const special = fc.constantFrom(...SPECIAL_STRINGS);
  if (schema?.enum?.length) {
    return fc.oneof(fc.constantFrom(...schema.enum.map(String)), special, shortNastyString);
  }
  if (schema?.type === 'number' || schema?.type === 'integer') {
    return fc.oneof(numberText, special, fc.integer({ min: -10, max: 1000 }).map(String));
  }
  return shortNastyString;
}

// ---- Percent-encoding of what a client sends (lone surrogates become U+FFFD, as in UTF-8)

function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const character = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(character)
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

// Broken percent-encoding and odd query syntax, sent as they are.
const RAW_QUERY_PARTS = [
  '%',
  '%zz',
  '%FF%FE',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '&&&',
  '=',
  '=x',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '__proto__=1',
  'a[]=1&a[]=2',
  'pageNo[]=1',
  'language=EN&language=CN',
  'pageSize=1&pageSize=1000000',
];

// ---- Bodies that are not JSON, or not what the content type says

const MALFORMED_JSON = [
  '',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '[1,2',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  'NaN',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"__proto__":',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '{"a" 1}',
  '{a:1}',
  '//comment\n{}',
  '{"a":1 /* c */}',
  '\u0000',
];

const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/octet-stream',
  'application/json, text/plain',
  '*/*',
  'json',
  '',
];

// ---- Requests

interface Base {
  query: [string, string][];
  pathValues: Record<string, string>;
  headers: Record<string, string>;
  /** Body fields as JSON text, or null for an operation without a body. */
  body: [string, string][] | null;
}

type Credential = 'right' | 'none' | 'wrong';

interface Draft {
  mutation: string;
  credential: Credential;
  /** Which wrong credential, when the credential is wrong. */
  wrongIndex: number;
  query: string[];
  pathValues: Record<string, string>;
  headers: Record<string, string>;
  body: Buffer | undefined;
  contentType: string | undefined;
}

/** `count` requests for the operation, the same for the same seed. */
export function fuzzRequests(
  operation: Operation,
  context: FuzzContext,
  seed: number,
  count: number,
): FuzzRequest[] {
  const drafts = fc.sample(draftArbitrary(operation, context), {
    seed: hash32(`${seed}:${operation.key}`),
    numRuns: count,
  });
  return drafts.map((draft) => finish(operation, context, draft));
}

function finish(operation: Operation, context: FuzzContext, draft: Draft): FuzzRequest {
  const body = draft.body;
  const headers: Record<string, string> = { ...draft.headers };
  if (draft.contentType !== undefined && body !== undefined) {
    headers['content-type'] = draft.contentType;
  }
  if (draft.credential === 'right')
    Object.assign(headers, context.credential(operation, body ?? Buffer.alloc(0)));
  if (draft.credential === 'wrong') {
    const wrong = context.wrongCredentials(operation);
    Object.assign(headers, wrong[draft.wrongIndex % wrong.length]);
  }
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => draft.pathValues[name] ?? 'x',
  );
  const target = draft.query.length ? `${path}?${draft.query.join('&')}` : path;
  return {
    label: `${operation.key}: ${draft.mutation} (${draft.credential} credential)`,
    method: operation.method,
    target,
    headers,
    body,
  };
}

function baseRequest(operation: Operation, context: FuzzContext): Base {
  const known = (name: string, schema: SchemaObject | undefined): string | undefined => {
    if (name in context.knownValues) return JSON.stringify(context.knownValues[name]);
    if (!schema) return undefined;
    const value = schema.enum?.[0] ?? schema.example ?? schema.default;
    if (value !== undefined) return JSON.stringify(value);
    if (schema.type === 'number' || schema.type === 'integer') return '1';
    if (schema.type === 'boolean') return 'true';
    if (schema.type === 'string') return '"x"';
    return undefined;
  };
  const textOf = (json: string) => {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const parameters = (where: Parameter['in']) =>
    operation.parameters.filter((parameter) => parameter.in === where);
  const query = parameters('query')
    .map((parameter): [string, string] | null => {
      const value = known(parameter.name, parameter.schema);
      return value === undefined ||
        (!parameter.required && !(parameter.name in context.knownValues))
        ? null
        : [parameter.name, textOf(value)];
    })
    .filter((entry) => entry !== null);
  const pathValues = Object.fromEntries(
    parameters('path').map((parameter) => [
      parameter.name,
      textOf(known(parameter.name, parameter.schema) ?? '"x"'),
    ]),
  );
  const headers = Object.fromEntries(
    parameters('header')
      .filter((parameter) => parameter.name in context.knownValues)
      .map((parameter) => [parameter.name, textOf(known(parameter.name, parameter.schema)!)]),
  );
  const schema = operation.body?.schema;
  const body = schema
    ? Object.entries(schema.properties ?? {})
        .filter(([name]) => schema.required?.includes(name) || name in context.knownValues)
        .map(([name, property]): [string, string] => [name, known(name, property) ?? '"x"'])
    : null;
  return { query, pathValues, headers, body };
}

function draftArbitrary(operation: Operation, context: FuzzContext): fc.Arbitrary<Draft> {
  const base = baseRequest(operation, context);
  const multipart = operation.body?.contentTypes[0] === 'multipart/form-data';
  const jsonType = 'application/json';
  const encodeQuery = (entries: [string, string][]) =>
    entries.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
  const bodyOf = (entries: [string, string][]) =>
    multipart ? multipartBody(entries) : Buffer.from(objectText(entries));
  const contentTypeOf = multipart ? multipartType : jsonType;
  const hasBody = operation.body !== null || !['GET', 'HEAD'].includes(operation.method);
  const draft = (mutation: string, change: Partial<Draft>): Draft => ({
    mutation,
    credential: 'right',
    wrongIndex: 0,
    query: encodeQuery(base.query),
    pathValues: { ...base.pathValues },
    headers: { ...base.headers },
    body: base.body ? bodyOf(base.body) : undefined,
    contentType: base.body ? contentTypeOf : undefined,
    ...change,
  });
  const properties = Object.entries(operation.body?.schema.properties ?? {});
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const replaceField = (entries: [string, string][], name: string, value: string) => [
    ...entries.filter(([key]) => key !== name),
    [name, value] as [string, string],
  ];

  const mutations: fc.WeightedArbitrary<Draft>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<Draft>) =>
    mutations.push({ weight, arbitrary });

  if (properties.length && base.body) {
    const body = base.body;
    // Every field of its type, hostile within the type.
    add(
      5,
      fc
        .tuple(...properties.map(([, schema]) => fc.option(typedJson(schema), { freq: 4 })))
        .map((values) =>
          draft('typed fields', {
            body: bodyOf(
              properties
                .map(([name], index): [string, string | null] => [name, values[index]])
                .filter((entry): entry is [string, string] => entry[1] !== null),
            ),
          }),
        ),
    );
    // One field of a wrong type (or a hostile value).
    add(
      4,
      fc
        .tuple(fc.constantFrom(...properties.map(([name]) => name)), anyJson)
        .map(([name, value]) =>
          draft(`wrong type of ${name}`, { body: bodyOf(replaceField(body, name, value)) }),
        ),
    );
    // Required fields left out.
    add(
      1,
      fc.subarray(body.map(([name]) => name)).map((dropped) =>
        draft(`without ${dropped.join(', ') || 'nothing'}`, {
          body: bodyOf(body.filter(([name]) => !dropped.includes(name))),
        }),
      ),
    );
    // One field a huge string, up to the body limit.
    add(
      1,
      fc
        .tuple(
          fc.constantFrom(...properties.map(([name]) => name)),
          fc.constantFrom(...LONG_UNITS),
          fc.integer({ min: 16 * 1024, max: context.bodyLimitBytes - 4096 }),
        )
        .map(([name, unit, bytes]) => {
          const text = unit.repeat(
            Math.floor(bytes / (Buffer.byteLength(JSON.stringify(unit)) - 2)),
          );
          return draft(`${bytes} bytes of ${JSON.stringify(unit)} in ${name}`, {
            body: bodyOf(replaceField(body, name, JSON.stringify(text))),
          });
        }),
    );
    // A field nested deep, around the depth limit.
    add(
      1,
      fc
        .tuple(
          fc.constantFrom(...properties.map(([name]) => name)),
          fc.integer({ min: 2, max: 40 }),
        )
        .map(([name, depth]) =>
          draft(`${name} nested ${depth} deep`, {
            body: bodyOf(
              replaceField(body, name, `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`),
            ),
          }),
        ),
    );
  }
  if (hasBody && !multipart) {
    const fields = base.body ?? [];
    // Prototype keys at the top or inside a field.
    add(
      2,
      fc
        .tuple(
          fc.constantFrom('__proto__', 'constructor', 'prototype'),
          fc.constantFrom(
            '{"polluted":true}',
            '{"prototype":{"polluted":true}}',
            '{"isAgent":4,"admin":true}',
            'null',
            '1',
          ),
          fc.boolean(),
        )
        .map(([key, value, nested]) =>
          draft(`${key} key${nested ? ' inside a field' : ''}`, {
            body: Buffer.from(
              objectText(
                nested && fields.length
                  ? replaceField(fields, fields[0][0], objectText([[key, value]]))
                  : [...fields, [key, value]],
              ),
            ),
            contentType: jsonType,
          }),
        ),
    );
    // Anything at all as the body.
    add(
      2,
      anyJson.map((json) =>
        draft('any JSON body', { body: Buffer.from(json), contentType: jsonType }),
      ),
    );
    // Not JSON, or not valid UTF-8.
    add(
      2,
      fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON).map((text) => Buffer.from(text)),
          fc.constantFrom(...INVALID_UTF8),
        )
        .map((body) => draft('malformed JSON', { body, contentType: jsonType })),
    );
    // A body whose content type is not what the route reads.
    add(
      2,
      fc
        .tuple(
          fc.constantFrom(...CONTENT_TYPES),
          fc.constantFrom(
            base.body ? objectText(base.body) : '{}',
            'a=1&b=2&__proto__[x]=1',
            '<a>1</a>',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
          ),
        )
        .map(([contentType, text]) =>
          draft(`a body sent as ${JSON.stringify(contentType)}`, {
            body: Buffer.from(text),
            contentType,
          }),
        ),
    );
  }
  if (multipart && base.body) {
    add(
      3,
      multipartMutation(base.body).map(({ mutation, body, contentType }) =>
        draft(mutation, { body, contentType }),
      ),
    );
    add(
      1,
      fc.constantFrom(...CONTENT_TYPES, 'application/json').map((contentType) =>
        draft(`the form sent as ${JSON.stringify(contentType)}`, {
          body: Buffer.from(objectText(base.body!)),
          contentType,
        }),
      ),
    );
  }
  // Query parameters: hostile values, unknown and prototype keys, repeated keys, broken encoding.
  add(
    queryParameters.length ? 5 : 2,
    fc
      .tuple(
        fc.array(
          fc.oneof(
            ...(queryParameters.length
              ? [
                  fc
                    .constantFrom(...queryParameters)
                    .chain((parameter) =>
                      typedText(parameter.schema).map((value): [string, string] => [
                        parameter.name,
                        value,
                      ]),
                    ),
                ]
              : []),
            fc.tuple(keyText, shortNastyString),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.option(fc.constantFrom(...RAW_QUERY_PARTS), { freq: 3 }),
        fc.boolean(),
      )
      .map(([changes, raw, keepBase]) => {
        const names = new Set(changes.map(([name]) => name));
        const kept = keepBase ? base.query.filter(([name]) => !names.has(name)) : [];
        return draft(
          `query ${changes.map(([name]) => name).join(', ')}${raw ? ` and ${raw}` : ''}`,
          {
            query: [...encodeQuery([...kept, ...changes]), ...(raw ? [raw] : [])],
          },
        );
      }),
  );
  // A long query value, most under Node's 16 KiB limit of the request line and headers (431).
  add(
    1,
    fc
      .tuple(
        fc.constantFrom(...LONG_UNITS),
        fc.oneof(
          { weight: 10, arbitrary: fc.noBias(fc.integer({ min: 1_000, max: 15_000 })) },
          { weight: 1, arbitrary: fc.noBias(fc.integer({ min: 17_000, max: 20_000 })) },
        ),
      )
      .map(([unit, length]) => {
        const count = Math.ceil(length / percentEncode(unit).length);
        return draft(`a query value of ${count} × ${JSON.stringify(unit)}`, {
          query: encodeQuery([
            ...base.query.slice(1),
            [base.query[0]?.[0] ?? 'q', unit.repeat(count)],
          ]),
        });
      }),
  );
  if (pathParameters.length) {
    add(
      4,
      fc
        .tuple(
          fc.constantFrom(...pathParameters),
          fc.oneof(
            typedText(undefined).map(percentEncode),
            fc.constantFrom(
              '..',
              '%2e%2e',
              '%2F',
              '..%2F..%2Fpackage.json',
              '%00',
              '%',
              '%ZZ',
              '%C0%AF',
              'x.svg%00.png',
              'a'.repeat(101),
              'a'.repeat(3000),
            ),
          ),
        )
        .map(([parameter, value]) =>
          draft(`path ${parameter.name}`, {
            pathValues: { ...base.pathValues, [parameter.name]: value },
          }),
        ),
    );
  }
  if (headerParameters.length) {
    add(
      2,
      fc
        .tuple(
          fc.constantFrom(...headerParameters),
          fc.oneof(
            fc.string({ unit: 'binary-ascii', maxLength: 200 }),
            fc.constantFrom('', ' ', 'x'.repeat(4000), 'ÿþ', '1e400', '-1', '__proto__'),
          ),
        )
        .map(([parameter, value]) =>
          draft(`header ${parameter.name}`, {
            // Header values carry no control characters on the wire (Node refuses to send them).
            headers: {
              ...base.headers,
              // eslint-disable-next-line no-control-regex
              [parameter.name]: value.replace(/[\u0000-\u001f\u007f]/g, ''),
            },
          }),
        ),
    );
  }
  return fc
    .tuple(
      fc.oneof(...mutations),
      fc.constantFrom<Credential>('right', 'right', 'none', 'wrong'),
      fc.nat(),
    )
    .map(([request, credential, wrongIndex]) => ({ ...request, credential, wrongIndex }));
}

// ---- multipart/form-data

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

interface MultipartPart {
  name: string;
  value: Buffer;
  filename?: string;
  contentType?: string;
}

function multipartBody(fields: [string, string][], files: MultipartPart[] = []): Buffer {
  const parts: MultipartPart[] = [
    ...fields.map(([name, json]) => {
      const value: unknown = JSON.parse(json);
      return { name, value: Buffer.from(typeof value === 'string' ? value : json) };
    }),
    ...files,
  ];
  return encodeMultipart(parts);
}

function encodeMultipart(parts: MultipartPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name=${JSON.stringify(part.name)}${
      part.filename === undefined ? '' : `; filename=${JSON.stringify(part.filename)}`
    }`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const filePart: fc.Arbitrary<MultipartPart> = fc
  .tuple(
    fc.constantFrom('images', 'images', 'image', '__proto__', 'content'),
    fc.oneof(
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.concat([PNG_SIGNATURE, bytes])),
      fc.constant(Buffer.alloc(0)),
    ),
    fc.oneof(
      fc.constantFrom('a.png', '../../a.png', 'a.svg', '', 'a'.repeat(300), 'a.png\u0000.exe'),
      nastyString,
    ),
    fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/svg+xml',
      'text/html',
      'application/json',
      '',
    ),
  )
  .map(([name, value, filename, contentType]) => ({
    name,
    value,
    filename: filename.replace(/[\r\n"]/g, ''),
    contentType: contentType || undefined,
  }));

function multipartMutation(
  fields: [string, string][],
): fc.Arbitrary<{ mutation: string; body: Buffer; contentType: string }> {
  const fieldPart = fc
    .tuple(
      fc.oneof(fc.constantFrom(...fields.map(([name]) => name)), keyText),
      fc.oneof(
        nastyString,
        fc.integer({ min: 60_000, max: 80_000 }).map((length) => 'x'.repeat(length)),
      ),
    )
    .map(([name, value]): MultipartPart => ({
      name: name.replace(/[\r\n"]/g, ''),
      value: Buffer.from(value),
    }));
  return fc.oneof(
    fc
      .tuple(fc.array(fieldPart, { maxLength: 4 }), fc.array(filePart, { maxLength: 4 }))
      .map(([extra, files]) => ({
        mutation: `form with ${extra.length} hostile fields and ${files.length} files`,
        body: Buffer.concat([
          encodeMultipart([
            ...fields.map(([name, json]) => ({
              name,
              value: Buffer.from(String(JSON.parse(json))),
            })),
            ...extra,
            ...files,
          ]),
        ]),
        contentType: multipartType,
      })),
    fc.integer({ min: 21, max: 60 }).map((count) => ({
      mutation: `form of ${count} parts`,
      body: encodeMultipart(
        Array.from({ length: count }, (_item, index) => ({
          name: `f${index}`,
          value: Buffer.from('1'),
        })),
      ),
      contentType: multipartType,
    })),
    fc
      .tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom(BOUNDARY, 'other', ''))
      .map(([cut, boundary]) => ({
        mutation: `form cut after ${cut} bytes, boundary ${JSON.stringify(boundary)}`,
        body: multipartBody(fields).subarray(0, cut),
        contentType: `multipart/form-data; boundary=${boundary}`,
      })),
  );
}

// ---- Every field, one at a time, with each JSON type it is not

const FIELD_VALUES = [
  'null',
  'true',
  '0',
  '-1',
  '1e400',
  '""',
  '"\\u0000"',
  '[]',
  '{}',
  '[null]',
  '{"__proto__":{}}',
];
const QUERY_VALUES = ['', 'null', 'true', '-1', '0', 'NaN', '1e400', '[]', '%00', '%FF'];

/**
 * With the right credential, each body field and each query parameter replaced by each value
 * above in turn, the rest of the request valid: what a random run may miss.
 */
export function fieldSweep(operation: Operation, context: FuzzContext): FuzzRequest[] {
  const base = baseRequest(operation, context);
  const requests: FuzzRequest[] = [];
  const multipart = operation.body?.contentTypes[0] === 'multipart/form-data';
  const baseDraft: Draft = {
    mutation: '',
    credential: 'right',
    wrongIndex: 0,
    query: base.query.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`),
    pathValues: base.pathValues,
    headers: base.headers,
    body: undefined,
    contentType: undefined,
  };
  if (base.body && !multipart) {
    for (const name of Object.keys(operation.body?.schema.properties ?? {})) {
      for (const value of FIELD_VALUES) {
        const fields = [
          ...base.body.filter(([key]) => key !== name),
          [name, value] as [string, string],
        ];
        requests.push(
          finish(operation, context, {
            ...baseDraft,
            mutation: `${name} = ${value}`,
            body: Buffer.from(objectText(fields)),
            contentType: 'application/json',
          }),
        );
      }
    }
  }
  const body = base.body
    ? multipart
      ? multipartBody(base.body)
      : Buffer.from(objectText(base.body))
    : undefined;
  const contentType = base.body ? (multipart ? multipartType : 'application/json') : undefined;
  for (const parameter of operation.parameters.filter((item) => item.in === 'query')) {
    for (const value of QUERY_VALUES) {
      const kept = baseDraft.query.filter(
        (pair) => !pair.startsWith(`${percentEncode(parameter.name)}=`),
      );
      requests.push(
        finish(operation, context, {
          ...baseDraft,
          mutation: `query ${parameter.name}=${value}`,
          query: [...kept, `${percentEncode(parameter.name)}=${value}`],
          body,
          contentType,
        }),
      );
    }
  }
  return requests;
}
