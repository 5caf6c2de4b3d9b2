import { describe, expect, it } from 'vitest';

import { CircuitBreaker } from './circuit-breaker.js';

class Outage extends Error {}
class Refused extends Error {}

function breaker(now: { value: number }, capacity = 10) {
  return new CircuitBreaker({
    threshold: 3,
    errorRatio: 0.5,
    windowMs: 10_000,
    resetMs: 1000,
    capacity,
    now: () => now.value,
  });
}

const fail = () => Promise.reject(new Outage());
const succeed = () => Promise.resolve('ok');
const isOutage = (error: unknown) => error instanceof Outage;
const refuse = () => new Refused();

describe('CircuitBreaker', () => {
  it('opens after enough failures, refuses at once, and closes after a good trial', async () => {
    const now = { value: 0 };
    const circuit = breaker(now);
    for (let i = 0; i < 3; i += 1) {
      await expect(circuit.run(fail, isOutage, refuse)).rejects.toBeInstanceOf(
        Outage,
      );
    }
    expect(circuit.state).toBe('open');
    await expect(circuit.run(succeed, isOutage, refuse)).rejects.toBeInstanceOf(
      Refused,
    );
    now.value += 1000;
    expect(circuit.state).toBe('half_open');
    await expect(circuit.run(succeed, isOutage, refuse)).resolves.toBe('ok');
    expect(circuit.state).toBe('closed');
  });

  it('stays open when the trial fails', async () => {
    const now = { value: 0 };
    const circuit = breaker(now);
    for (let i = 0; i < 3; i += 1) {
      await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    }
    now.value += 1000;
    await expect(circuit.run(fail, isOutage, refuse)).rejects.toBeInstanceOf(
      Outage,
    );
    expect(circuit.state).toBe('open');
  });

  it('ignores errors that are not outages and failures below the ratio', async () => {
    const now = { value: 0 };
    const circuit = breaker(now);
    for (let i = 0; i < 5; i += 1) {
      await circuit
        .run(() => Promise.reject(new Error('business')), isOutage, refuse)
        .catch(() => undefined);
    }
    expect(circuit.state).toBe('closed');
    for (let i = 0; i < 4; i += 1) {
      await circuit.run(succeed, isOutage, refuse);
    }
    for (let i = 0; i < 3; i += 1) {
      await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    }
    expect(circuit.state).toBe('closed');
  });

  it('counts only the outcomes of the last window, however many went before', async () => {
    const now = { value: 0 };
    const circuit = breaker(now);
    // A long run of good calls, then two failures: below the threshold.
    for (let i = 0; i < 5000; i += 1) {
      now.value = i * 4;
      await circuit.run(succeed, isOutage, refuse);
    }
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    // By 29 995 the good calls have left the window but the last (at
    // 19 996, with the failures): one more failure makes three of four.
    now.value = 29_995;
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    expect(circuit.state).toBe('open');
  });

  it('forgets failures once they are a whole window old', async () => {
    const now = { value: 0 };
    const circuit = breaker(now);
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    now.value = 10_000;
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    expect(circuit.state).toBe('closed');
    now.value = 10_001;
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    await circuit.run(fail, isOutage, refuse).catch(() => undefined);
    expect(circuit.state).toBe('open');
  });

  it('refuses calls beyond its capacity', async () => {
    const circuit = breaker({ value: 0 }, 1);
    let release: () => void = () => undefined;
    const slow = circuit.run(
      () => new Promise<string>((resolve) => (release = () => resolve('x'))),
      isOutage,
      refuse,
    );
    await expect(circuit.run(succeed, isOutage, refuse)).rejects.toBeInstanceOf(
      Refused,
    );
    release();
    await expect(slow).resolves.toBe('x');
  });
});
