import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemas } from '../../lazy-schemas.config';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and parses as the schema itself', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ace' })).toEqual({ name: 'Ace' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    // A method read twice is one function, and it works apart from the schema (bound to it).
    const parse = Reflect.get(schema, 'parse') as (data: unknown) => unknown;
    expect(Reflect.get(schema, 'parse')).toBe(parse);
    expect(parse({ name: 'Bay' })).toEqual({ name: 'Bay' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes with other schemas and passes zod’s instanceof checks', () => {
    const runner = lazySchema(() => z.object({ horseNumber: z.number().int().positive() }));
    const card = z.object({ runners: z.array(runner), note: runner.shape.horseNumber.optional() });
    expect(card.parse({ runners: [{ horseNumber: 3 }] })).toEqual({
      runners: [{ horseNumber: 3 }],
    });
    expect(() => card.parse({ runners: [{ horseNumber: 0 }] })).toThrow();
    expect(runner instanceof z.ZodObject).toBe(true);
    expect(runner.extend({ name: z.string() }).parse({ horseNumber: 1, name: 'A' })).toEqual({
      horseNumber: 1,
      name: 'A',
    });
  });
});

describe('the lazy-schemas build step', () => {
  const transform = (code: string, id = '/repo/packages/contract/src/races.ts') => {
    const hook = lazySchemas().transform as (code: string, id: string) => { code: string } | null;
    return hook(code, id)?.code ?? null;
  };

  it('wraps top-level schemas built from z or from another schema', () => {
    const code = transform(
      [
        "import { z } from 'zod';",
        'export const raceSchema = z.object({ id: z.string() });',
        'const listSchema = z.array(raceSchema).max(9) as z.ZodType;',
        'export const withVenueSchema = raceSchema.extend({ venue: z.string() });',
      ].join('\n'),
    );
    expect(code).toContain('= __lazySchema(() => (z.object({ id: z.string() })));');
    expect(code).toContain('= __lazySchema(() => (z.array(raceSchema).max(9) as z.ZodType));');
    expect(code).toContain('= __lazySchema(() => (raceSchema.extend({ venue: z.string() })));');
  });

  it('leaves data, functions, tests and other packages as written', () => {
    const source = [
      "import { z } from 'zod';",
      'export const defaults = settingsSchema.parse({});',
      'export const int32Schema = () => z.number().int();',
      'export const LIMIT = 5;',
      'function build() { const inner = z.string(); return inner; }',
    ].join('\n');
    expect(transform(source)).toBeNull();
    expect(transform('export const a = z.string();', '/repo/apps/web/src/x.test.ts')).toBeNull();
    expect(transform('export const a = z.string();', '/repo/apps/api/src/x.ts')).toBeNull();
  });
});
