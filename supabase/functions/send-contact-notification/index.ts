// Supabase Edge Function entry point (Deno). All logic lives in handler.ts.
import { handleRequest } from './handler.ts';

Deno.serve((req) => handleRequest(req, { env: Deno.env.toObject(), fetch }));
