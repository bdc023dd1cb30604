/**
 * Supabase's API roles, which a plain PostgreSQL (or PGlite) lacks. The
 * migrations grant to them, so they must exist first; the migrations never
 * create roles themselves.
 */
export const supabaseRolesSql = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
end
$$;
`;
