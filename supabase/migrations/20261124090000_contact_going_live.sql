-- Going live: limits that hold against a script, a notification that is
-- never lost and never sent twice, and a client-address hash that is keyed
-- and short-lived.
--
-- A new migration on top of 20261123090000_contact_submissions.sql (that one
-- is left as it was applied): it replaces the guard trigger's function and
-- adds columns, settings and functions. Runs unchanged on PostgreSQL 15
-- (Supabase) and 18 (PGlite, the embedded local backend). pg_cron and pg_net
-- are used only where they exist (see the end of this file).

-- ---------------------------------------------------------------------------
-- Private schema: not exposed by the REST API (config.toml exposes public
-- only), not readable by visitors.
-- ---------------------------------------------------------------------------
create schema if not exists contact_private;
revoke all on schema contact_private from public;
grant usage on schema contact_private to service_role;

-- Every number of the contact path, in one row the owner can change with
-- SQL (`update contact_private.settings set ...`), no redeploy needed.
--
-- The trade-offs behind the defaults:
-- * mailbox_limit_per_hour 3: a person rarely writes more than twice an
--   hour; counted on the normalised mailbox (letter case and +tags removed),
--   so Box+1@x and box+2@x are one sender.
-- * client_limit_per_hour 20, per IPv4 address or IPv6 /64: Tanzanian
--   mobile carriers put many subscribers behind one address (carrier-grade
--   NAT), so an office, or strangers who happen to share an exit address,
--   must get through: 20 messages an hour from one address is far more than
--   a real office sends to a freelancer, and still caps a script on one
--   address at 20 stored rows an hour. A script with many addresses is not
--   stopped by this limit; the e-mail ceiling below is what protects the
--   owner then.
-- * emails_per_hour 10: notification e-mails of any kind. Past it, messages
--   wait and go out together in one digest (at most one per digest_every),
--   so a flood costs the owner 10 + 1 e-mails an hour, not one per row.
-- * digest_gather 10 minutes: a digest waits until its oldest message has
--   waited this long, so one digest gathers the flood.
-- * retry_after 5 minutes, doubling per attempt up to retry_max_backoff:
--   a message whose notification never happened (tab closed) or failed
--   (e-mail API down or out of quota) is retried by the sweep.
-- * message_retention null: messages are kept until deleted by hand; set an
--   interval (e.g. '2 years') and the sweep deletes older ones.
create table contact_private.settings (
  id boolean primary key default true check (id),
  mailbox_limit_per_hour integer not null default 3 check (mailbox_limit_per_hour > 0),
  client_limit_per_hour integer not null default 20 check (client_limit_per_hour > 0),
  emails_per_hour integer not null default 10 check (emails_per_hour >= 0),
  digest_every interval not null default '1 hour',
  digest_gather interval not null default '10 minutes',
  retry_after interval not null default '5 minutes',
  retry_max_backoff interval not null default '6 hours',
  message_retention interval null,
  -- The deployed function's address, for the scheduled sweep (pg_net), e.g.
  -- https://<project-ref>.supabase.co/functions/v1/send-contact-notification
  function_url text null check (function_url is null or function_url ~ '^https?://')
);
insert into contact_private.settings default values;
revoke all on table contact_private.settings from public, anon, authenticated;
grant select, update on table contact_private.settings to service_role;

-- The key of the client-address hash. Generated here, on the server, and
-- readable only by the table's owner (the SECURITY DEFINER functions below):
-- without it the stored hashes cannot be tested against the 2^32 IPv4
-- addresses. 244 random bits from two version-4 uuids (pgcrypto is not
-- needed, so this runs on plain PostgreSQL and PGlite too).
create table contact_private.secrets (
  id boolean primary key default true check (id),
  client_hash_key bytea not null
);
insert into contact_private.secrets (client_hash_key)
values (pg_catalog.decode(pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
revoke all on table contact_private.secrets from public, anon, authenticated, service_role;

-- One row per notification e-mail claimed (single or digest): the hourly
-- ceiling counts them, and a digest's rows point at theirs.
create table contact_private.notification_emails (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('single', 'digest')),
  claimed_at timestamptz not null default now(),
  sent_at timestamptz null,
  failed_at timestamptz null
);
create index notification_emails_claimed_at_idx on contact_private.notification_emails (claimed_at);
revoke all on table contact_private.notification_emails from public, anon, authenticated;
grant select on table contact_private.notification_emails to service_role;

-- ---------------------------------------------------------------------------
-- New columns
-- ---------------------------------------------------------------------------
alter table public.contact_submissions
  -- Notification state: how many attempts, when the last one claimed the
  -- row, and the e-mail (single or digest) it belongs to.
  add column notify_attempts integer not null default 0,
  add column notify_claimed_at timestamptz null,
  add column notify_email_id uuid null,
  -- Newsletter consent: the version of the wording the visitor agreed to
  -- (sent by the form) and when (set by the guard trigger).
  add column newsletter_consent_version text null,
  add column newsletter_consent_at timestamptz null;

-- NOT VALID: rows stored before this migration are left as they were.
alter table public.contact_submissions
  add constraint contact_submissions_consent_version_length
    check (newsletter_consent_version is null or char_length(newsletter_consent_version) between 1 and 64) not valid,
  add constraint contact_submissions_newsletter_consent
    check (not newsletter_subscribed or newsletter_consent_version is not null) not valid;

comment on column public.contact_submissions.client_ip_hash is
  'HMAC-SHA256 of the client network (IPv4 address or IPv6 /64) with contact_private.secrets; erased by contact_maintenance() once the rate-limit hour has passed.';

grant insert (newsletter_consent_version) on table public.contact_submissions to anon, authenticated;

-- The SECURITY DEFINER functions below update and delete rows as the
-- migration's role; with forced RLS that role needs policies for it (unless
-- it bypasses RLS anyway, as Supabase's postgres does).
create policy contact_submissions_owner_update
  on public.contact_submissions
  for update
  to current_user
  using (true)
  with check (true);

create policy contact_submissions_owner_delete
  on public.contact_submissions
  for delete
  to current_user
  using (true);

-- ---------------------------------------------------------------------------
-- Who is sending: the mailbox and the client network
-- ---------------------------------------------------------------------------

-- The mailbox an address delivers to, for the per-address limit: lower case,
-- without a +tag (Box+1@Example.com and box+2@example.com are one mailbox).
create function public.contact_mailbox(address text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.split_part(address, '@', 1), '\+.*$', ''))
    || '@' || pg_catalog.lower(pg_catalog.split_part(address, '@', 2))
$$;
-- Visitors' inserts evaluate it for the index below, so they need EXECUTE;
-- it only reshapes the text it is given.
grant execute on function public.contact_mailbox(text) to anon, authenticated, service_role;

drop index if exists public.contact_submissions_email_created_at_idx;
create index contact_submissions_mailbox_created_at_idx
  on public.contact_submissions (public.contact_mailbox(email), created_at);

-- The client's network as the API gateway saw it, from PostgREST's
-- request.headers; null when there is none that parses as an address.
--
-- Which header: Supabase's docs show request.headers carrying
-- x-forwarded-for and take its left-most entry (supabase/supabase,
-- apps/docs/content/guides/api/securing-your-api.mdx, "Accessing request
-- information"). That entry is whatever the caller wrote: every proxy keeps
-- the header it received and appends the address it saw on the right
-- (https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Forwarded-For,
-- "Security and privacy concerns"); Supabase's own auth server stopped
-- trusting it for rate limits (supabase/auth pull request #2295,
-- Sb-Forwarded-For: "X-Forwarded-For can be (and frequently is) rewritten
-- by proxies or otherwise spoofed"). Supabase's API sits behind Cloudflare,
-- which sets cf-connecting-ip to the address that connected to it and
-- overwrites any value the caller sent
-- (https://developers.cloudflare.com/fundamentals/reference/http-headers/).
-- So: cf-connecting-ip when present, else the right-most x-forwarded-for
-- entry (the one the gateway itself appended), never the left-most.
--
-- IPv6 clients are counted per /64, the block one subscriber gets; IPv4
-- per address.
create function contact_private.client_network(headers json)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  candidate text := nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '');
  forwarded text := headers ->> 'x-forwarded-for';
  address inet;
begin
  if candidate is null and forwarded is not null then
    candidate := nullif(pg_catalog.btrim(pg_catalog.reverse(pg_catalog.split_part(pg_catalog.reverse(forwarded), ',', 1))), '');
  end if;
  if candidate is null then
    return null;
  end if;
  -- An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.5).
  candidate := pg_catalog.regexp_replace(candidate, '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1', 'i');
  begin
    address := candidate::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(address) = 6 then
    return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
  end if;
  return pg_catalog.host(address);
end;
$$;

-- HMAC-SHA256 (RFC 2104) from PostgreSQL's built-in sha256, so neither
-- pgcrypto nor any other extension is needed.
create function contact_private.hmac_sha256(key bytea, message bytea)
returns bytea
language plpgsql
immutable
set search_path = ''
as $$
declare
  block bytea := key;
  inner_pad bytea;
  outer_pad bytea;
begin
  if pg_catalog.length(block) > 64 then
    block := pg_catalog.sha256(block);
  end if;
  block := block || pg_catalog.decode(pg_catalog.repeat('00', 64 - pg_catalog.length(block)), 'hex');
  inner_pad := block;
  outer_pad := block;
  for i in 0..63 loop
    inner_pad := pg_catalog.set_byte(inner_pad, i, pg_catalog.get_byte(block, i) # 54);
    outer_pad := pg_catalog.set_byte(outer_pad, i, pg_catalog.get_byte(block, i) # 92);
  end loop;
  return pg_catalog.sha256(outer_pad || pg_catalog.sha256(inner_pad || message));
end;
$$;

revoke all on function contact_private.client_network(json) from public;
revoke all on function contact_private.hmac_sha256(bytea, bytea) from public;
grant execute on function contact_private.client_network(json) to service_role;
grant execute on function contact_private.hmac_sha256(bytea, bytea) to service_role;

-- ---------------------------------------------------------------------------
-- The guard trigger, replaced
-- ---------------------------------------------------------------------------
-- Per mailbox and per client network, within the last hour. A request with
-- no readable address (never the case behind Supabase's gateway) is counted
-- in one shared 'unknown' bucket instead of escaping the limit.
create or replace function public.contact_submissions_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings contact_private.settings;
  headers json;
  network text;
  key bytea;
  mailbox text := public.contact_mailbox(new.email);
  recent integer;
begin
  select * into settings from contact_private.settings;
  select s.client_hash_key into key from contact_private.secrets as s;
  begin
    headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when others then
    headers := null; -- unreadable headers: no address
  end;
  network := coalesce(contact_private.client_network(headers), 'unknown');
  new.client_ip_hash := pg_catalog.encode(contact_private.hmac_sha256(key, pg_catalog.convert_to(network, 'UTF8')), 'hex');

  -- Consent is recorded by the server: the time now, the version only with a yes.
  if new.newsletter_subscribed then
    new.newsletter_consent_at := pg_catalog.now();
  else
    new.newsletter_consent_version := null;
    new.newsletter_consent_at := null;
  end if;

  -- Serialise concurrent messages from the same sender so the counts hold
  -- (key 1: mailboxes, key 2: client networks).
  perform pg_catalog.pg_advisory_xact_lock(1, pg_catalog.hashtext(mailbox));
  select pg_catalog.count(*) into recent
  from public.contact_submissions as s
  where public.contact_mailbox(s.email) = mailbox
    and s.created_at > pg_catalog.now() - interval '1 hour';
  if recent >= settings.mailbox_limit_per_hour then
    raise exception using
      errcode = 'P0001',
      message = 'Too many messages from this email address. Please try again in an hour or contact me directly by phone or WhatsApp.';
  end if;

  perform pg_catalog.pg_advisory_xact_lock(2, pg_catalog.hashtext(new.client_ip_hash));
  select pg_catalog.count(*) into recent
  from public.contact_submissions as s
  where s.client_ip_hash = new.client_ip_hash
    and s.created_at > pg_catalog.now() - interval '1 hour';
  if recent >= settings.client_limit_per_hour then
    raise exception using
      errcode = 'P0001',
      message = 'Too many messages from your network. Please try again in an hour or contact me directly by phone or WhatsApp.';
  end if;

  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Notifications: claim, record, retry
-- ---------------------------------------------------------------------------
-- The function (supabase/functions/send-contact-notification) claims before
-- it sends: the claim is an UPDATE under an exclusive lock, so of two
-- concurrent calls for one row only one gets it, and a claimed row cannot be
-- claimed again until its back-off has passed (longer than any attempt can
-- take). Add the e-mail API's idempotency key per e-mail, and each row is
-- e-mailed at most once whatever the retries and races.

-- Whether a row's last attempt is old enough to try again: at once if never
-- attempted, then after retry_after, doubling per attempt, at most
-- retry_max_backoff.
create function contact_private.claimable(attempts integer, claimed_at timestamptz, settings contact_private.settings)
returns boolean
language sql
stable
set search_path = ''
as $$
  select claimed_at is null
    or claimed_at <= pg_catalog.now()
      - least(settings.retry_after * pg_catalog.power(2, greatest(attempts - 1, 0))::double precision, settings.retry_max_backoff)
$$;

-- E-mails that count against the hourly ceiling: claimed in the last hour
-- and not failed.
create function contact_private.emails_last_hour()
returns integer
language sql
stable
set search_path = ''
as $$
  select pg_catalog.count(*)::integer
  from contact_private.notification_emails as e
  where e.claimed_at > pg_catalog.now() - interval '1 hour' and e.failed_at is null
$$;

-- Past the ceiling: is a digest due now? Not within digest_every of the last
-- one, and only once the oldest waiting message has waited digest_gather.
create function contact_private.digest_due(settings contact_private.settings)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
      select 1 from contact_private.notification_emails as e
      where e.kind = 'digest' and e.failed_at is null and e.claimed_at > pg_catalog.now() - settings.digest_every
    )
    and exists (
      select 1 from public.contact_submissions as c
      where c.notified_at is null
        and contact_private.claimable(c.notify_attempts, c.notify_claimed_at, settings)
        and c.created_at <= pg_catalog.now() - settings.digest_gather
    )
$$;

-- The fields an e-mail shows, as the function receives them.
create function contact_private.mail_fields(c public.contact_submissions)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', c.id, 'created_at', c.created_at, 'name', c.name, 'email', c.email, 'subject', c.subject,
    'message', c.message, 'newsletter_subscribed', c.newsletter_subscribed,
    'newsletter_consent_version', c.newsletter_consent_version, 'newsletter_consent_at', c.newsletter_consent_at)
$$;

-- Claims the notification of one row. Answers {status}: 'not-found',
-- 'already-notified', 'in-progress' (another attempt holds it), 'queued'
-- (past the hourly ceiling: it waits for the digest), or 'claimed' with
-- kind 'single' | 'digest', email_id and the rows to e-mail (a digest takes
-- every waiting row).
create function public.contact_claim_notification(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings contact_private.settings;
  target public.contact_submissions;
  email_id uuid;
  claimed jsonb;
begin
  select * into settings from contact_private.settings;
  -- One claim at a time: the ceiling counts what the others claimed.
  perform pg_catalog.pg_advisory_xact_lock(3, 0);
  select * into target from public.contact_submissions as c where c.id = p_id for update;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'not-found');
  end if;
  if target.notified_at is not null then
    return pg_catalog.jsonb_build_object('status', 'already-notified');
  end if;
  if not contact_private.claimable(target.notify_attempts, target.notify_claimed_at, settings) then
    return pg_catalog.jsonb_build_object('status', 'in-progress');
  end if;

  if contact_private.emails_last_hour() < settings.emails_per_hour then
    insert into contact_private.notification_emails (kind) values ('single') returning id into email_id;
    update public.contact_submissions as c
    set notify_claimed_at = pg_catalog.now(), notify_attempts = c.notify_attempts + 1, notify_email_id = email_id
    where c.id = p_id
    returning pg_catalog.jsonb_build_array(contact_private.mail_fields(c)) into claimed;
    return pg_catalog.jsonb_build_object('status', 'claimed', 'kind', 'single', 'email_id', email_id, 'rows', claimed);
  end if;

  if not contact_private.digest_due(settings) then
    return pg_catalog.jsonb_build_object('status', 'queued');
  end if;
  insert into contact_private.notification_emails (kind) values ('digest') returning id into email_id;
  with waiting as (
    update public.contact_submissions as c
    set notify_claimed_at = pg_catalog.now(), notify_attempts = c.notify_attempts + 1, notify_email_id = email_id
    where c.notified_at is null and contact_private.claimable(c.notify_attempts, c.notify_claimed_at, settings)
    returning contact_private.mail_fields(c) as fields, c.created_at
  )
  select pg_catalog.jsonb_agg(w.fields order by w.created_at) into claimed from waiting as w;
  return pg_catalog.jsonb_build_object('status', 'claimed', 'kind', 'digest', 'email_id', email_id, 'rows', claimed);
end;
$$;

-- The e-mail went out: its rows are notified. Returns how many.
create function public.contact_notification_sent(p_email_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  marked integer;
begin
  update contact_private.notification_emails set sent_at = pg_catalog.now() where id = p_email_id;
  update public.contact_submissions as c set notified_at = pg_catalog.now()
  where c.notify_email_id = p_email_id and c.notified_at is null;
  get diagnostics marked = row_count;
  return marked;
end;
$$;

-- The e-mail failed: it no longer counts against the ceiling; its rows are
-- retried once their back-off has passed.
create function public.contact_notification_failed(p_email_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update contact_private.notification_emails set failed_at = pg_catalog.now() where id = p_email_id and sent_at is null
$$;

-- The rows the sweep should re-invoke the function for: unnotified for
-- retry_after (never attempted) or past their back-off (attempted). Below
-- the ceiling, as many as may still be e-mailed this hour; past it, one row
-- when a digest is due (its call sends the digest), else none.
create function public.contact_notifications_due(p_limit integer default 25)
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings contact_private.settings;
  room integer;
begin
  select * into settings from contact_private.settings;
  room := settings.emails_per_hour - contact_private.emails_last_hour();
  if room <= 0 then
    if not contact_private.digest_due(settings) then
      return;
    end if;
    room := 1;
  end if;
  return query
    select c.id
    from public.contact_submissions as c
    where c.notified_at is null
      and contact_private.claimable(c.notify_attempts, c.notify_claimed_at, settings)
      and (c.notify_attempts > 0 or c.created_at <= pg_catalog.now() - settings.retry_after)
    order by c.created_at
    limit least(room, p_limit);
end;
$$;

-- Housekeeping, run with every sweep: client-address hashes erased once the
-- rate-limit hour has passed, messages past message_retention deleted (none
-- by default), the e-mail log trimmed. Returns what it did.
create function public.contact_maintenance()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings contact_private.settings;
  erased integer;
  deleted integer := 0;
begin
  select * into settings from contact_private.settings;
  update public.contact_submissions as c set client_ip_hash = null
  where c.client_ip_hash is not null and c.created_at <= pg_catalog.now() - interval '1 hour';
  get diagnostics erased = row_count;
  if settings.message_retention is not null then
    delete from public.contact_submissions as c where c.created_at <= pg_catalog.now() - settings.message_retention;
    get diagnostics deleted = row_count;
  end if;
  delete from contact_private.notification_emails as e
  where e.claimed_at <= pg_catalog.now() - greatest(interval '2 days', settings.digest_every * 2)
    and not exists (select 1 from public.contact_submissions as c where c.notify_email_id = e.id and c.notified_at is null);
  return pg_catalog.jsonb_build_object('hashes_erased', erased, 'messages_deleted', deleted);
end;
$$;

-- Only the service role (the function, the sweep, the owner's tools) may
-- call these; PostgreSQL grants EXECUTE to PUBLIC by default.
revoke all on function public.contact_claim_notification(uuid) from public, anon, authenticated;
revoke all on function public.contact_notification_sent(uuid) from public, anon, authenticated;
revoke all on function public.contact_notification_failed(uuid) from public, anon, authenticated;
revoke all on function public.contact_notifications_due(integer) from public, anon, authenticated;
revoke all on function public.contact_maintenance() from public, anon, authenticated;
revoke all on function contact_private.claimable(integer, timestamptz, contact_private.settings) from public;
revoke all on function contact_private.emails_last_hour() from public;
revoke all on function contact_private.digest_due(contact_private.settings) from public;
revoke all on function contact_private.mail_fields(public.contact_submissions) from public;
grant execute on function public.contact_claim_notification(uuid) to service_role;
grant execute on function public.contact_notification_sent(uuid) to service_role;
grant execute on function public.contact_notification_failed(uuid) to service_role;
grant execute on function public.contact_notifications_due(integer) to service_role;
grant execute on function public.contact_maintenance() to service_role;
grant execute on function contact_private.emails_last_hour() to service_role;

-- ---------------------------------------------------------------------------
-- The scheduled sweep
-- ---------------------------------------------------------------------------
-- On Supabase: pg_cron runs this every minute and pg_net calls the function
-- for each due row (both are Supabase-supported extensions). The embedded
-- backend runs the same two SQL functions on a timer instead.
create function contact_private.sweep()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  url text;
  due uuid;
  invoked integer := 0;
begin
  perform public.contact_maintenance();
  select s.function_url into url from contact_private.settings as s;
  if url is null or pg_catalog.to_regproc('net.http_post') is null then
    return 0;
  end if;
  for due in select public.contact_notifications_due() loop
    perform net.http_post(
      url := url,
      body := pg_catalog.jsonb_build_object('type', 'RETRY', 'table', 'contact_submissions', 'schema', 'public',
        'record', pg_catalog.jsonb_build_object('id', due), 'old_record', null),
      headers := '{"Content-Type": "application/json"}'::jsonb
    );
    invoked := invoked + 1;
  end loop;
  return invoked;
end;
$$;
revoke all on function contact_private.sweep() from public;

-- Schedule it where pg_cron and pg_net exist (Supabase); plain PostgreSQL
-- and PGlite have neither, and the migration still applies there.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    begin
      create extension if not exists pg_net;
      create extension if not exists pg_cron;
      perform cron.schedule('contact-notification-sweep', '* * * * *', 'select contact_private.sweep()');
    exception when others then
      raise notice 'contact notification sweep not scheduled (%); enable pg_cron and pg_net, then run: select cron.schedule(''contact-notification-sweep'', ''* * * * *'', ''select contact_private.sweep()'')', sqlerrm;
    end;
  end if;
end
$$;
