import pino, { type Logger } from 'pino';
import type { Config } from '../config';

/**
 * The server's logger: one JSON object a line (what a log collector reads), or, when the output
 * is a terminal, pino-pretty's coloured lines for a person running the server by hand.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const pretty = config.logFormat === 'pretty' || (!config.logFormat && process.stdout.isTTY);
  if (!pretty) return pino({ level: config.logLevel });
  return pino({
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: false },
    },
  });
}
