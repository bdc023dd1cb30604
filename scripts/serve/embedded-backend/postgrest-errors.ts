/** The JSON body PostgREST answers errors with. */
export type PostgrestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

export type PostgrestFailure = { status: number; body: PostgrestErrorBody };

type DatabaseError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

/**
 * PostgREST's mapping from SQLSTATE to HTTP status, for the codes this table
 * can produce. Permission errors are 401 for the anonymous role (403 once
 * authenticated); the embedded backend always runs visitors as anon.
 */
export function httpStatusFor(code: string): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return 401;
  if (code === 'P0001') return 400;
  if (code.startsWith('P0')) return 500;
  if (code.startsWith('22') || code.startsWith('23')) return 400;
  if (code === '42P01' || code === '42883') return 404;
  if (code.startsWith('42')) return 400;
  if (code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  return 500;
}

/** A database error (PGlite's or pg's) as PostgREST would report it. */
export function postgrestFailure(error: unknown): PostgrestFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as DatabaseError;
  const code = typeof e.code === 'string' && e.code ? e.code : 'XX000';
  return {
    status: httpStatusFor(code),
    body: {
      code,
      message: typeof e.message === 'string' ? e.message : String(error),
      details: typeof e.detail === 'string' && e.detail ? e.detail : null,
      hint: typeof e.hint === 'string' && e.hint ? e.hint : null,
    },
  };
}

export function failure(status: number, code: string, message: string, hint: string | null = null): PostgrestFailure {
  return { status, body: { code, message, details: null, hint } };
}
