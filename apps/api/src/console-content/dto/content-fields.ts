import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { Language } from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  MaxLength,
  ArrayMaxSize,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { trim } from '../../common/trim.js';

// Field rules shared by the console's content forms. Everything an operator types is plain
// text: the player site renders it as text, never as HTML.

/** A field the operator may leave out or clear: null and absent both mean "none". */
export { IsOptionalOrNull } from '../../common/optional-field.js';

/** Longest address (picture, link, customer-service page) an operator may enter. */
const ADDRESS_MAX_LENGTH = 500;

// A path on this site: one leading slash, never two (//host is another site) nor a backslash
// after it (browsers read /\host as //host); no blanks, quotes or angle brackets.
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\]*$/;

export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ADDRESS_MAX_LENGTH && SITE_PATH.test(value);
}

/** An https address of another site, without credentials in it. */
export function isHttpsAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > ADDRESS_MAX_LENGTH || /\s/.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A picture of this site (an uploaded banner picture or another /media picture). The site's
 * content security policy loads images from its own origin only, so another site's address would
 * never show.
 */
export const IsSitePath = () =>
  ValidateBy({
    name: 'isSitePath',
    validator: {
      validate: isSitePath,
      defaultMessage: () => '$property must be a path on this site, such as /media/banners/x.svg',
    },
  });

/** Where a click leads: a path on this site (opened in the app) or an https address. */
export const IsSitePathOrHttpsAddress = () =>
  ValidateBy({
    name: 'isSitePathOrHttpsAddress',
    validator: {
      validate: (value: unknown) => isSitePath(value) || isHttpsAddress(value),
      defaultMessage: () => '$property must be a path on this site or an https:// address',
    },
  });

// An ISO instant with its offset, in this century: a schedule of year 0 or 275760 is a typing
// slip, and far outside what the database's timestamps and the pages' dates are meant for.
const INSTANT = /^20\d{2}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO date and time with its offset, e.g. 2026-12-01T00:00:00+08:00. */
export const IsInstant = () =>
  applyDecorators(
    Matches(INSTANT, { message: '$property must be a date and time with its offset' }),
    IsISO8601({ strict: true }),
  );

/** Required plain text, trimmed, of at most `maxLength` characters. */
export const IsText = (maxLength: number) =>
  applyDecorators(Transform(trim), IsString(), IsNotEmpty(), MaxLength(maxLength));

// Paragraphs or terms: blank entries are dropped, the others trimmed.
const paragraphs = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? value
        .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
        .filter((item: unknown) => item !== '')
    : value;

/** A list of plain-text paragraphs: at most `count`, each at most `maxLength` characters. */
export const IsParagraphs = (count: number, maxLength: number) =>
  applyDecorators(
    Transform(paragraphs),
    IsArray(),
    ArrayMaxSize(count),
    IsString({ each: true }),
    MaxLength(maxLength, { each: true }),
  );

/** A name or title in every language the site ships. */
export class LocalisedNameDto implements Record<Language, string> {
  @ApiProperty({ example: 'Bonus Tunai' }) @IsText(200) MS: string;
  @ApiProperty({ example: 'Cash Bonus' }) @IsText(200) EN: string;
  @ApiProperty({ example: '现金红利' }) @IsText(200) CN: string;
}

/** A nested object of class `type`, required (ValidateNested alone lets a missing one pass). */
export const IsNested = (type: () => new () => object) =>
  applyDecorators(IsObject(), ValidateNested(), Type(type));
