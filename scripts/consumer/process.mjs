// Commands and files for the consumer test: run a command to its end, npm, JSON, assertions.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const repo = join(import.meta.dirname, '..', '..');

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs a command to its end; rejects with the end of its output when it fails. */
export function run(command, commandArgs, { cwd = repo, env } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(stdout);
      else {
        const tail = output.trim().split('\n').slice(-40).join('\n');
        reject(new Error(`\`${command} ${commandArgs.join(' ')}\` exited ${code}\n${tail}`));
      }
    });
  });
}

export const npm = (npmArgs, options) => run('npm', [...npmArgs, '--loglevel=error'], options);
export const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
