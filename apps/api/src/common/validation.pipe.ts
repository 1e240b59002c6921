import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { invalidInput } from './app-error.js';

/** Validates DTOs; unknown fields are refused, and the 400 answer names every bad field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
