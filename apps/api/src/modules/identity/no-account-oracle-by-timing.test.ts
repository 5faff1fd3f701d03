import { BRAND } from '@furlong/contract';
import type { InjectOptions } from 'fastify';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { hashPassword } from '../../security/passwords';
import { players } from '../customers/customers.schema';
import { registration } from '../../../test/players';

/** Probes of each kind measured, after the warm-up. */
const PROBES = 80;
const WARM_UP = 15;
/** The most the median reply times of registered and unknown addresses may differ. */
const MAX_MEDIAN_GAP_MS = 2;
/** Runs at most: a registered address may be sent 3 codes of one purpose in 15 minutes. */
const RUNS = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Whether an address is registered must not show in how long a code request takes: a
 * classifier needs no more than a stopwatch. Probes of both kinds alternate in a random order
 * (so a busy moment of a loaded machine falls on both alike), after a warm-up, and each comes
 * from its own client address and goes to its own email or mobile, so no limit answers first.
 */
describe('code requests take as long for an unknown address as for a registered one', () => {
  let subject: TestApp;
  const known: { email: string; mobile: string }[] = [];
  let probe = 0;

  beforeAll(async () => {
    subject = await buildTestApp();
    const passwordHash = await hashPassword('Derby@2031');
    const now = new Date();
    for (let i = 0; i < PROBES + WARM_UP; i += 1) {
      known.push({ email: `timing.${i}@example.in`, mobile: `98${String(i).padStart(8, '0')}` });
    }
    await subject.database.db.insert(players).values(
      known.map(({ email, mobile }) => ({
        brand: BRAND,
        email,
        mobile,
        firstname: 'Asha',
        lastname: 'Rao',
        dateOfBirth: '1990-05-17',
        state: 'Karnataka',
        passwordHash,
        acceptedTermsAt: now,
      })),
    );
  });
  afterAll(async () => {
    await subject.close();
  });

  const nextAddress = () => {
    probe += 1;
    return `10.77.${Math.floor(probe / 250)}.${(probe % 250) + 1}`;
  };
  const timed = async (request: InjectOptions, status: number) => {
    const started = performance.now();
    const response = await subject.app.inject(request);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(status);
    return elapsed;
  };

  /** One probe: how long a request about a registered (or unknown) email or mobile took. */
  type Probe = (which: 'known' | 'unknown', i: number, run: number) => Promise<number>;

  /** Median reply times of one interleaved run, registered and unknown. */
  const measure = async (send: Probe, run: number) => {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < PROBES + WARM_UP; i += 1) {
      const order =
        Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) {
        const elapsed = await send(which, i, run);
        if (i >= WARM_UP) times[which].push(elapsed);
      }
    }
    return { known: median(times.known), unknown: median(times.unknown) };
  };

  const expectNoGap = async (send: Probe) => {
    // A loaded machine can open a gap by chance, never close a real one: a run within the
    // bound is enough, and each address takes at most the 3 codes its limit allows.
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const medians = await measure(send, run);
      runs.push(medians);
      if (Math.abs(medians.known - medians.unknown) <= MAX_MEDIAN_GAP_MS) break;
    }
    const gaps = runs.map(({ known, unknown }) => Math.abs(known - unknown));
    expect(
      Math.min(...gaps),
      runs
        .map(
          ({ known, unknown }) =>
            `${known.toFixed(2)} ms registered, ${unknown.toFixed(2)} ms unknown`,
        )
        .join('; '),
    ).toBeLessThanOrEqual(MAX_MEDIAN_GAP_MS);
  };

  const player = (i: number) => {
    const found = known[i];
    if (!found) throw new Error('too few players');
    return found;
  };
  const requestCode = (identifier: string, purpose: string) =>
    timed(
      {
        method: 'POST',
        url: '/api/aic/auth/request-otp',
        payload: { identifier, purpose, tenant: 'furlong' },
        remoteAddress: nextAddress(),
      },
      202,
    );

  it('a sign-in code by email', { timeout: 180_000 }, async () => {
    await expectNoGap((which, i, run) =>
      requestCode(which === 'known' ? player(i).email : `nobody.${run}.${i}@example.in`, 'SIGN_IN'),
    );
  });

  it('a forgotten-password code by mobile', { timeout: 180_000 }, async () => {
    await expectNoGap((which, i, run) =>
      requestCode(
        which === 'known' ? player(i).mobile : `97${String(run * 1000 + i).padStart(8, '0')}`,
        'PASSWORD_RESET',
      ),
    );
  });

  it('a registration with a taken email', { timeout: 180_000 }, async () => {
    await expectNoGap((which, i, run) => {
      const fresh = registration();
      const email = which === 'known' ? player(i).email : `new.${run}.${i}@example.in`;
      return timed(
        {
          method: 'POST',
          url: '/api/customer/self/register',
          payload: {
            ...fresh,
            customer: { ...fresh.customer, traits: { ...fresh.customer.traits, email } },
          },
          remoteAddress: nextAddress(),
        },
        201,
      );
    });
  });
});
