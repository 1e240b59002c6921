import type { ArgumentMetadata } from '@nestjs/common';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { AppError } from './app-error.js';
import { createValidationPipe } from './validation.pipe.js';

class OptionalQuery {
  @IsOptional()
  @IsString()
  @MaxLength(5)
  url?: string;

  @IsOptional()
  @IsInt()
  page = 1;
}

class RequiredQuery {
  @IsInt()
  page!: number;
}

const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({
  type: 'query',
  metatype,
});

describe('the validation pipe', () => {
  it('turns an empty input into the DTO, again and again (validated once)', async () => {
    const pipe = createValidationPipe();
    for (const input of [{}, Object.create(null), undefined, {}]) {
      const dto = await pipe.transform(input, query(OptionalQuery));
      expect(dto).toBeInstanceOf(OptionalQuery);
      expect(dto).toMatchObject({ page: 1 });
      expect((dto as OptionalQuery).url).toBeUndefined();
    }
  });

  it('still validates every real input after an empty one passed', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({}, query(OptionalQuery));
    await expect(pipe.transform({ url: 'far too long' }, query(OptionalQuery))).rejects.toThrow(
      AppError,
    );
    await expect(pipe.transform({ other: 'x' }, query(OptionalQuery))).rejects.toThrow(AppError);
    await expect(pipe.transform({ url: 'a\u0000b' }, query(OptionalQuery))).rejects.toThrow();
    expect(await pipe.transform({ url: 'ok' }, query(OptionalQuery))).toMatchObject({ url: 'ok' });
  });

  it('refuses an empty input every time for a DTO that requires a field', async () => {
    const pipe = createValidationPipe();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(pipe.transform({}, query(RequiredQuery))).rejects.toThrow(AppError);
    }
  });

  it('sees a rule added to a class after its rules were looked up', async () => {
    class LateRules {
      @IsOptional()
      @IsString()
      url?: string;
    }
    const pipe = createValidationPipe();
    expect(await pipe.transform({ url: 'abc' }, query(LateRules))).toMatchObject({ url: 'abc' });
    MaxLength(2)(LateRules.prototype, 'url');
    await expect(pipe.transform({ url: 'abc' }, query(LateRules))).rejects.toThrow(AppError);
  });
});
