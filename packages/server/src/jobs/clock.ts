/** Where the job runner reads the time: the system's, or one a test sets. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
