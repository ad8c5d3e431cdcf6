// What every command-line tool here does with --help and with arguments it cannot parse.

function isParseArgsError(error: unknown): error is Error {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

/**
 * Runs `main` unless --help or -h was asked for (then prints `usage` and exits 0); an unknown
 * option or a missing value prints one line and the usage and exits 2, never a stack trace.
 */
export function runCli(usage: string, main: (argv: string[]) => number): void {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    console.log(usage);
    process.exitCode = 0;
    return;
  }
  try {
    process.exitCode = main(argv);
  } catch (error) {
    if (!isParseArgsError(error)) throw error;
    console.error(`error: ${error.message}\n\n${usage}`);
    process.exitCode = 2;
  }
}
