import { ValidateIf } from 'class-validator';

/**
 * An optional body field: left out, it is not validated; sent, it must pass the field's checks,
 * null included. class-validator's IsOptional also lets null through unchecked, which reached the
 * services as a value their types say cannot be there (a 500 the fuzz test found).
 */
export const IsOptionalNotNull = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);

/** An optional field that may also be sent as null (none); sent with a value, it is checked. */
export const IsOptionalOrNull = () =>
  ValidateIf((_object: object, value: unknown) => value !== null && value !== undefined);
