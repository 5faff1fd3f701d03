import { indiaInstant, type TaxRule } from '@furlong/contract';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../../test/build-test-app';
import type { Executor } from '../../db/client';
import { findTaxRule } from './find-tax-rule';
import { createTaxRuleCache } from './tax-rule-cache';

vi.mock('./find-tax-rule', () => ({ findTaxRule: vi.fn() }));

describe('the tax rule cache', () => {
  it("reads a day's rule again once a minute of the app's clock has passed", async () => {
    const read = vi.mocked(findTaxRule).mockResolvedValue({} as TaxRule);
    const at = indiaInstant('2025-04-10', '15:00');
    const clock = createManualClock(at);
    const lookup = createTaxRuleCache(clock);
    const db = {} as Executor;
    await lookup(db, at);
    clock.advance(59_000);
    await lookup(db, at);
    expect(read).toHaveBeenCalledTimes(1);
    clock.advance(2_000);
    await lookup(db, at);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
