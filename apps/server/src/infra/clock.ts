/**
 * The time every service reads, passed in as a dependency so tests can move it (an OTP that
 * expires, a session that idles out) without waiting or faking timers.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
