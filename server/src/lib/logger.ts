type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
}

/** One JSON line per event, so logs from several servers can be merged and searched. */
export function createLogger(
  level: Level,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const log = (at: Exclude<Level, 'silent'>) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields })}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
