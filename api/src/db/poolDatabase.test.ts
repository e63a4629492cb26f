import { reconnecting } from './poolDatabase';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** An attempt that is refused `failures` times, then answers; counts its calls. */
function flaky(failures: number) {
  const attempt = jest.fn(async () => {
    if (attempt.mock.calls.length <= failures) throw refused();
    return 'answer';
  });
  return attempt;
}

describe('reconnecting', () => {
  test('rides out a database that is back within the window (a restart)', async () => {
    const attempt = flaky(6);
    const started = Date.now();
    await expect(reconnecting(attempt, 5000)).resolves.toBe('answer');
    expect(attempt).toHaveBeenCalledTimes(7);
    // Three quick attempts, then 50 + 100 + 200 + 400 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  });

  test('gives up with the connection error once the window has passed', async () => {
    const attempt = flaky(Number.POSITIVE_INFINITY);
    const started = Date.now();
    await expect(reconnecting(attempt, 400)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('a window of 0 still makes three quick attempts (a pooled socket that died), and waits for nothing', async () => {
    const recovers = flaky(2);
    await expect(reconnecting(recovers, 0)).resolves.toBe('answer');
    const never = flaky(Number.POSITIVE_INFINITY);
    await expect(reconnecting(never, 0)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(never).toHaveBeenCalledTimes(3);
  });

  test('an error of the statement itself is thrown at once', async () => {
    const attempt = jest.fn(async () => {
      throw Object.assign(new Error('division by zero'), { code: '22012' });
    });
    await expect(reconnecting(attempt, 5000)).rejects.toMatchObject({ code: '22012' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
