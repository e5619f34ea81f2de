/** The time source; tests move it forward to check expiry. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);
