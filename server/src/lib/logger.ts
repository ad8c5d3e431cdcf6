import fs from 'node:fs';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug: (message: string, fields?: Record<string, unknown>) => void;
  info: (message: string, fields?: Record<string, unknown>) => void;
  warn: (message: string, fields?: Record<string, unknown>) => void;
  error: (message: string, fields?: Record<string, unknown>) => void;
}

/** Past this much unwritten log the reader has stopped keeping up: lines are dropped and counted. */
const MAX_PENDING_CHARS = 8 * 1024 * 1024;
/** How long a line may wait for others to share its write. */
const FLUSH_INTERVAL_MS = 10;
/** A batch this large leaves at once. */
const FLUSH_AT_CHARS = 16 * 1024;
/** How long to wait before writing again to a pipe that is full. */
const FULL_PIPE_RETRY_MS = 10;

/**
 * Standard output as the log's destination, written off the request's path. Node writes to a
 * pipe or a file synchronously, one system call per line, so every request waited for its log
 * line; here lines gather for up to 10 ms (or 16 KB) and leave in one asynchronous write, and
 * the next ones gather meanwhile. Whatever is unwritten when the process exits is written
 * synchronously then; a SIGKILL loses the last few milliseconds of log.
 */
export class LogSink {
  private pending: string[] = [];
  private pendingChars = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing = false;
  private dropped = 0;

  constructor(private readonly fd: number) {
    process.on('exit', () => this.flushSync());
  }

  readonly write = (line: string): void => {
    if (this.pendingChars > MAX_PENDING_CHARS) {
      this.dropped += 1;
      return;
    }
    this.pending.push(line);
    this.pendingChars += line.length;
    if (!this.writing) this.scheduleFlush();
  };

  private scheduleFlush(): void {
    if (this.pendingChars >= FLUSH_AT_CHARS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length > 0 || this.dropped > 0) this.writeNext(this.take());
  }

  private take(): Buffer {
    if (this.dropped > 0) {
      const notice = `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', message: 'log lines dropped: the log reader fell behind', dropped: this.dropped })}\n`;
      this.pending.push(notice);
      this.dropped = 0;
    }
    const chunk = Buffer.from(this.pending.join(''));
    this.pending = [];
    this.pendingChars = 0;
    return chunk;
  }

  private writeNext(chunk: Buffer): void {
    this.writing = true;
    fs.write(this.fd, chunk, (error, written) => {
      if (error && error.code !== 'EAGAIN') {
        // Nowhere left to report it: the log's own destination has failed.
        this.writing = false;
        return;
      }
      const rest = chunk.subarray(error ? 0 : written);
      if (rest.length > 0) {
        setTimeout(() => this.writeNext(rest), error ? FULL_PIPE_RETRY_MS : 0);
        return;
      }
      this.writing = false;
      if (this.pending.length > 0) this.scheduleFlush();
    });
  }

  private flushSync(): void {
    if (this.pending.length === 0 && this.dropped === 0) return;
    try {
      // A batch still being written by the thread pool may land after this one.
      fs.writeSync(this.fd, this.take());
    } catch {
      // As above: the destination is gone.
    }
  }
}

let stdoutSink: LogSink | undefined;
const writeToStdout = (line: string) => (stdoutSink ??= new LogSink(1)).write(line);

let stampedAt = -1;
let stamp = '';

/** The time as a JSON string, formatted once per millisecond (a busy server logs many lines in one). */
function timeStamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = JSON.stringify(new Date(now).toISOString());
  }
  return stamp;
}

/**
 * One JSON line per event, so logs from several servers can be merged and searched. The line is
 * put together from the fields' own JSON rather than by spreading them into a new object: the
 * request log writes one per request, and the copy cost more than the rest of the line. A field
 * named like one of the first three repeats the key, and the field's value is the one JSON
 * readers keep, as the spread kept it.
 */
export function createLogger(level: Level, write: (line: string) => void = writeToStdout): Logger {
  const log = (at: Exclude<Level, 'silent'>) => {
    const head = `,"level":${JSON.stringify(at)},"message":`;
    return (message: string, fields?: Record<string, unknown>) => {
      if (order[at] < order[level]) return;
      const rest = fields ? JSON.stringify(fields) : '{}';
      write(
        `{"time":${timeStamp()}${head}${JSON.stringify(message)}${rest === '{}' ? '}' : `,${rest.slice(1)}`}\n`,
      );
    };
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
