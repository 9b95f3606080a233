export * from './graceful-shutdown';
export * from './background-timer';
