import { AppConfig } from '@backoffice/shared/config';
import { Logger } from '@backoffice/shared/observability';
import { BackgroundTimer } from './background-timer';

class CountingTimer extends BackgroundTimer {
  passes = 0;
  constructor(config: Pick<AppConfig, 'backgroundTasks' | 'redisUrl'>, logger: Logger, fail = false) {
    super(config as AppConfig, logger, {
      what: 'counting pass',
      everyMs: 10,
      pass: async () => {
        this.passes++;
        if (fail) throw new Error('boom');
      },
    });
  }
}

const logger = () => ({ warn: jest.fn() }) as unknown as Logger & { warn: jest.Mock };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('BackgroundTimer', () => {
  it('runs its passes where background tasks run, and stops with the app', async () => {
    const timer = new CountingTimer({ backgroundTasks: true, redisUrl: 'redis://x' }, logger());
    timer.onApplicationBootstrap();
    await wait(60);
    await timer.onApplicationShutdown();
    const passes = timer.passes;
    expect(passes).toBeGreaterThanOrEqual(2);
    await wait(40);
    expect(timer.passes).toBe(passes);
  });

  it('leaves the timer off where BACKGROUND_TASKS=false and Redis is there, but a tick still runs a pass', async () => {
    const timer = new CountingTimer({ backgroundTasks: false, redisUrl: 'redis://x' }, logger());
    timer.onApplicationBootstrap();
    await wait(40);
    expect(timer.passes).toBe(0);
    await timer.tick();
    expect(timer.passes).toBe(1);
    await timer.onApplicationShutdown();
  });

  it('runs without Redis whatever BACKGROUND_TASKS says, and logs a failed pass by what it is', async () => {
    const log = logger();
    const timer = new CountingTimer({ backgroundTasks: false, redisUrl: undefined }, log, true);
    timer.onApplicationBootstrap();
    await wait(30);
    await timer.onApplicationShutdown();
    expect(timer.passes).toBeGreaterThanOrEqual(1);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'counting pass failed; retrying on the next tick');
  });
});
