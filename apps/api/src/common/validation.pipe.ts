import {
  ValidationPipe,
  type ArgumentMetadata,
  type Type,
  type ValidationError,
} from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, type MetadataStorage } from 'class-validator';
import { invalidInput } from './app-error.js';
import { refuseControlCharacters } from './hostile-input.js';

// A socket message's payload reaches pipes as Nest's numeric WsParamtype.PAYLOAD (not exported).
const SOCKET_MESSAGE_PAYLOAD = 3;
const CHECKED_INPUTS = new Set<unknown>(['body', 'query', 'param', SOCKET_MESSAGE_PAYLOAD]);

/**
 * Validates DTOs; unknown fields are refused, and the 400 answer names every bad field. Control
 * characters are refused in every body, query and path parameter (and chat frame) first, whatever
 * the DTO: no route can forget it.
 */
class InputValidationPipe extends ValidationPipe {
  // The DTOs an empty input (no query string, no body) was once found valid for. That verdict
  // never changes (the rules are the class's), and most GET routes take no query at all, so
  // their empty input is only turned into the DTO, not validated again on every request. Bounded
  // by the number of DTO classes.
  private readonly validWhenEmpty = new WeakSet<Type>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CHECKED_INPUTS.has(metadata.type)) refuseControlCharacters(value);
    const { metatype } = metadata;
    const empty = isEmptyInput(value) && metatype !== undefined && this.toValidate(metadata);
    // The DTO an empty input becomes, as ValidationPipe's transform answers it once valid.
    if (empty && this.validWhenEmpty.has(metatype)) return plainToInstance(metatype, {});
    const transformed: unknown = await super.transform(value, metadata);
    if (empty) this.validWhenEmpty.add(metatype);
    return transformed;
  }
}

/** No input at all: nothing, or a plain object without a key (a query string's null prototype too). */
function isEmptyInput(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
}

type RuleLookup = MetadataStorage['getTargetValidationMetadatas'];
type Rules = ReturnType<RuleLookup>;

/**
 * class-validator looks up a class's rules on every validation by going through every class
 * that has rules (an `instanceof` against each of some hundreds), then groups them by property:
 * a tenth of the status route's time (bench/README.md). The rules are fixed once the classes are
 * loaded, so both answers are kept per class and options (bounded by the DTO classes), and
 * dropped whenever a rule is added. The storage is class-validator's one global.
 */
function keepRuleLookups(storage: MetadataStorage): void {
  if (ruleLookupsKept.has(storage)) return;
  ruleLookupsKept.add(storage);
  const lookup: RuleLookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let looked = new Map<unknown, Map<string, Rules>>();
  let grouped = new WeakMap<Rules, ReturnType<MetadataStorage['groupByPropertyName']>>();
  storage.addValidationMetadata = (metadata) => {
    looked = new Map();
    grouped = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? '-'}`;
    let byOptions = looked.get(target);
    if (!byOptions) looked.set(target, (byOptions = new Map<string, Rules>()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  storage.groupByPropertyName = (rules) => {
    let byProperty = grouped.get(rules);
    if (!byProperty) grouped.set(rules, (byProperty = group(rules)));
    return byProperty;
  };
}
const ruleLookupsKept = new WeakSet<MetadataStorage>();

export function createValidationPipe(): ValidationPipe {
  keepRuleLookups(getMetadataStorage());
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => invalidInput(collectFieldErrors(errors)),
  });
}

function collectFieldErrors(
  errors: ValidationError[],
  parent = '',
  fields: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    if (error.children?.length) collectFieldErrors(error.children, path, fields);
  }
  return fields;
}
