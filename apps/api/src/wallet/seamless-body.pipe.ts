import type { PipeTransform } from '@nestjs/common';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { invalidInput } from '../common/app-error.js';
import type { SeamlessBodyDefinition } from './dto/seamless-wallet.schema.js';

// allErrors: the 400 names every bad field, as the other routes' answers do. `example` is an
// OpenAPI annotation the schemas carry for the documentation.
const ajv = new Ajv({ allErrors: true, keywords: ['example'] });

/**
 * Checks a seamless call's body against its schema, compiled once: unknown fields are refused
 * and a refusal is the VALIDATION_FAILED envelope naming each bad field, with the messages the
 * class-validator DTOs gave. The global pipe still refuses control characters first; it leaves
 * the body to this pipe, since the parameter's type is an interface.
 */
export class SeamlessBody<Body> implements PipeTransform<unknown, Body> {
  private readonly validate: ValidateFunction<Body>;

  constructor(private readonly definition: SeamlessBodyDefinition<Body>) {
    this.validate = ajv.compile<Body>(definition.schema);
  }

  transform(value: unknown): Body {
    if (this.validate(value)) return value;
    throw invalidInput(fieldErrors(this.validate.errors ?? [], this.definition.messages));
  }
}

function fieldErrors(
  errors: readonly ErrorObject[],
  messages: Record<string, string>,
): Record<string, string[]> {
  // A Map, and own properties of `messages` only: a body's keys may be `constructor` or
  // `__proto__`, which a plain object already answers for.
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = fields.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    fields.set(field, list);
  };
  const messageOf = (field: string, otherwise: string) =>
    Object.hasOwn(messages, field) ? messages[field] : otherwise;
  for (const error of errors) {
    const { params } = error;
    if (error.keyword === 'additionalProperties') {
      const field = String(params.additionalProperty);
      add(field, `property ${field} should not exist`);
    } else if (error.keyword === 'required') {
      const field = String(params.missingProperty);
      add(field, messageOf(field, `${field} is required`));
    } else if (error.instancePath === '') {
      add('body', 'body must be a JSON object');
    } else {
      const field = error.instancePath.slice(1);
      add(field, messageOf(field, `${field} is not valid`));
    }
  }
  return Object.fromEntries(fields);
}
