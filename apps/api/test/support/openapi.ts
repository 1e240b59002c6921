import {
  CONSOLE_SESSION_COOKIE,
  SEAMLESS_SIGNATURE_HEADER,
  TAB_SESSION_COOKIE,
} from '@wps/shared-types';
import { DEV_TOOLS_KEY_HEADER } from '../../src/common/development-tools.guard.js';
import type { TestApp } from './test-app.js';

/** The parts of an OpenAPI 3 schema the black-box tests read. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

/** One operation of the document, its body schema resolved. */
export interface Operation {
  /** `METHOD /path`, the path as the document writes it (`/media/qr/{file}`). */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** Content type and schema of the request body, when the operation takes one. */
  body: { contentTypes: string[]; schema: SchemaObject; required: boolean } | null;
  /** Names of the security schemes the operation requires (`bearer`). */
  security: string[];
  /** The description of each documented answer, by status. */
  responses: Record<string, string>;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, SchemaObject> };
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: SchemaObject }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string }>;
}

/** Every operation of the OpenAPI document the app serves at /wps/docs/openapi.json. */
export async function servedOperations(api: TestApp): Promise<Operation[]> {
  const response = await api.http.get('/wps/docs/openapi.json').expect(200);
  const document = response.body as Document;
  const resolve = (schema: SchemaObject): SchemaObject => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components.schemas[name]);
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const content = raw.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: parameter.schema && resolve(parameter.schema),
        })),
        body: contentTypes.length
          ? {
              contentTypes,
              schema: resolveDeep(content[contentTypes[0]].schema, resolve),
              required: raw.requestBody?.required ?? false,
            }
          : null,
        security: (raw.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        responses: Object.fromEntries(
          Object.entries(raw.responses ?? {}).map(([status, answer]) => [
            status,
            answer.description ?? '',
          ]),
        ),
      });
    }
  }
  return operations.sort((a, b) => a.key.localeCompare(b.key));
}

function resolveDeep(
  schema: SchemaObject,
  resolve: (schema: SchemaObject) => SchemaObject,
): SchemaObject {
  const resolved = resolve(schema);
  return {
    ...resolved,
    properties:
      resolved.properties &&
      Object.fromEntries(
        Object.entries(resolved.properties).map(([name, property]) => [
          name,
          resolveDeep(property, resolve),
        ]),
      ),
    items: resolved.items && resolveDeep(resolved.items, resolve),
  };
}

/** The operation's path with each `{name}` replaced by the given values (else `x`). */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? 'x'),
  );
}

/** The header names the operation declares as required. */
export function requiredHeaders(operation: Operation): string[] {
  return operation.parameters
    .filter((parameter) => parameter.in === 'header' && parameter.required)
    .map((parameter) => parameter.name.toLowerCase());
}

/** The credential the document declares for an operation: a bearer token or a header. */
export function documentedCredential(
  operation: Operation,
): 'member' | 'console' | 'tabSession' | 'seamless' | 'development' | 'none' {
  if (operation.security.includes('bearer')) return 'member';
  if (operation.security.includes(TAB_SESSION_COOKIE)) return 'tabSession';
  if (operation.security.includes(CONSOLE_SESSION_COOKIE)) return 'console';
  const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
  const requires = (name: string) =>
    headers.some((header) => header.name === name && header.required === true);
  if (requires(SEAMLESS_SIGNATURE_HEADER)) return 'seamless';
  if (headers.some((header) => header.name === DEV_TOOLS_KEY_HEADER)) return 'development';
  return 'none';
}

/** Whether an answer body is the error envelope `{success: false, message, value, code}`. */
export function isErrorEnvelope(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const envelope = body as Record<string, unknown>;
  return (
    envelope.success === false &&
    typeof envelope.message === 'string' &&
    'value' in envelope &&
    typeof envelope.code === 'string' &&
    envelope.code.length > 0
  );
}
