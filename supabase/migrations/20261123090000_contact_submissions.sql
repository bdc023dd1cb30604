-- Contact form messages: the site's only write path.
--
-- Anonymous visitors may INSERT the visitor columns and nothing else: they
-- cannot read, change or delete any row, their own included. The browser
-- generates the id itself so it never needs to read the row back. Only the
-- service role (the notification function, the owner's tools) reads rows.
--
-- Runs unchanged on PostgreSQL 15 (Supabase) and 18 (the embedded local
-- backend). It creates no roles: anon, authenticated and service_role are
-- Supabase's and must exist before it runs.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  subject text null,
  message text not null,
  newsletter_subscribed boolean not null default false,
  -- Set once the owner has been e-mailed; makes the notification idempotent.
  notified_at timestamptz null,
  -- sha256 of the visitor's forwarded address, for the per-client rate limit.
  -- Always written by the guard trigger, never by the visitor.
  client_ip_hash text null,

  -- The same limits as the form (src/lib/contact/schema.ts).
  constraint contact_submissions_name_length
    check (char_length(btrim(name, E' \t\r\n')) between 2 and 100),
  constraint contact_submissions_email_length
    check (char_length(email) <= 254),
  constraint contact_submissions_email_format
    check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  constraint contact_submissions_subject_length
    check (subject is null or char_length(subject) <= 200),
  constraint contact_submissions_message_length
    check (char_length(btrim(message, E' \t\r\n')) between 10 and 5000)
);

comment on table public.contact_submissions is
  'Messages sent through the website contact form. Visitors may only insert.';

-- The rate limit looks rows up by address and by client within the last hour.
create index contact_submissions_email_created_at_idx
  on public.contact_submissions (lower(email), created_at);
create index contact_submissions_client_created_at_idx
  on public.contact_submissions (client_ip_hash, created_at);

-- Supabase grants everything on new tables to its API roles by default:
-- take it all back, then give visitors exactly one thing.
revoke all on table public.contact_submissions from public, anon, authenticated;
grant insert (id, name, email, subject, message, newsletter_subscribed)
  on table public.contact_submissions to anon, authenticated;
grant all on table public.contact_submissions to service_role;

-- Forced, so that even the table owner goes through the policies below.
alter table public.contact_submissions enable row level security;
alter table public.contact_submissions force row level security;

-- Validation is the CHECK constraints' and the trigger's job; the policy only
-- opens the door. There is deliberately no select/update/delete policy for
-- visitors.
create policy contact_submissions_visitor_insert
  on public.contact_submissions
  for insert
  to anon, authenticated
  with check (true);

create policy contact_submissions_service_role_all
  on public.contact_submissions
  for all
  to service_role
  using (true)
  with check (true);

-- The guard trigger runs as the role that owns it (the one running this
-- migration) and counts recent rows; with forced RLS that role needs a read
-- policy unless it bypasses RLS anyway (superusers, Supabase's postgres).
create policy contact_submissions_guard_select
  on public.contact_submissions
  for select
  to current_user
  using (true);

-- Rate limit: at most 3 messages per e-mail address (case-insensitive) and
-- 10 per client per hour. The client is the first address of the
-- x-forwarded-for header PostgREST exposes as request.headers; without it
-- there is no per-client limit. SECURITY DEFINER because visitors cannot read
-- the table; the empty search_path makes every name below explicit.
create function public.contact_submissions_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers_text text := nullif(pg_catalog.current_setting('request.headers', true), '');
  forwarded text;
  client_address text;
  recent integer;
begin
  if headers_text is not null then
    begin
      forwarded := (headers_text::pg_catalog.json) ->> 'x-forwarded-for';
    exception when others then
      forwarded := null; -- unreadable headers: treat as absent
    end;
  end if;
  client_address := nullif(pg_catalog.btrim(pg_catalog.split_part(forwarded, ',', 1)), '');

  new.client_ip_hash := case
    when client_address is null then null
    else pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(client_address, 'UTF8')), 'hex')
  end;

  -- Serialise concurrent messages from the same address so the count holds
  -- (key 1: addresses, key 2: clients).
  perform pg_catalog.pg_advisory_xact_lock(1, pg_catalog.hashtext(pg_catalog.lower(new.email)));

  select pg_catalog.count(*) into recent
  from public.contact_submissions as s
  where pg_catalog.lower(s.email) = pg_catalog.lower(new.email)
    and s.created_at > pg_catalog.now() - interval '1 hour';
  if recent >= 3 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many messages from this email address. Please try again in an hour or contact me directly by phone or WhatsApp.';
  end if;

  if new.client_ip_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(2, pg_catalog.hashtext(new.client_ip_hash));
    select pg_catalog.count(*) into recent
    from public.contact_submissions as s
    where s.client_ip_hash = new.client_ip_hash
      and s.created_at > pg_catalog.now() - interval '1 hour';
    if recent >= 10 then
      raise exception using
        errcode = 'P0001',
        message = 'Too many messages from your network. Please try again in an hour or contact me directly by phone or WhatsApp.';
    end if;
  end if;

  return new;
end;
$$;

revoke all on function public.contact_submissions_guard() from public, anon, authenticated;

create trigger contact_submissions_guard
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_guard();
