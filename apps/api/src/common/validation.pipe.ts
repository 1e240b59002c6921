import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
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
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CHECKED_INPUTS.has(metadata.type)) refuseControlCharacters(value);
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
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
