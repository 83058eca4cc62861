import { createInterface } from 'node:readline';
import type { Command } from './cli-commands.js';
import { createOperator } from '../admin-accounts/operators.js';

/**
 * The password of a new account, never echoed or printed: `--password` when given (it then shows in the
 * shell's history and the process list, so the prompt is the safer way), else typed at a hidden prompt,
 * or the first line of standard input when that is not a terminal (`... < password.txt`).
 */
async function readPassword(given: unknown): Promise<string> {
  if (given !== undefined && given !== true) return String(given);
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input, terminal: false });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stderr.write('Password (not shown): ');
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (fn: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      fn();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(typed));
        if (ch === '\u0003') return done(() => reject(new Error('cancelled')));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
  });
}

export const commands: Record<string, Command> = {
  'operator:create': {
    summary: 'Create a platform operator (every platform permission); the first sign-in enrols an authenticator app',
    usage: '--email ops@example.com [--name "Jane Doe"] [--password ...] (without --password: typed at a hidden prompt, or one line on stdin)',
    async run(ctx, f) {
      const email = typeof f.email === 'string' ? f.email : '';
      const created = await createOperator(ctx, { email, password: await readPassword(f.password), realName: typeof f.name === 'string' ? f.name : undefined });
      return { ...created, twoFactor: 'enrolled at the first sign-in' };
    },
  },
};
