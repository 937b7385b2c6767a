import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * The one place where text input is checked before any handler sees it (docs/decisions/0029):
 * C0 control characters (NUL above all, which PostgreSQL refuses in text with a 500) are refused
 * in every string and key of the path parameters, the query and the body, with a 400 naming the
 * field. Tab, line feed and carriage return stay allowed: an address may span lines.
 */
const allowedControls = new Set([0x09, 0x0a, 0x0d]);

/** A C0 control character other than tab, line feed and carriage return. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && !allowedControls.has(code)) return true;
  }
  return false;
}

/** Deeper than any payload of the spec; deeper input is refused rather than walked. */
export const maxInputDepth = 32;
export const controlCharacterMessage = 'must not contain control characters';

type Problem = { field: string; message: string };

function findProblem(value: unknown, path: string[], depth: number): Problem | null {
  const field = () => path.join('.') || 'request';
  if (typeof value === 'string')
    return hasControlCharacter(value) ? { field: field(), message: controlCharacterMessage } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxInputDepth) return { field: field(), message: 'is nested too deeply' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    if (hasControlCharacter(key))
      return { field: [...path, JSON.stringify(key).slice(1, -1)].join('.'), message: controlCharacterMessage };
    const problem = findProblem(child, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Refuses, with VALIDATION_FAILED, a request whose params, query or body carry control characters. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findProblem(part, [], 0);
      if (problem) throw AppError.badRequest(`${problem.field}: ${problem.message}`, [problem]);
    }
  });
}
