import path from 'node:path';
import { embeddedBackendPaths } from './serve/embedded-backend/paths';
import { formatMessages, readMessagesSnapshot } from './serve/embedded-backend/messages';

/**
 * `npm run messages [-- --json]`: the contact messages stored by the embedded
 * backend (the dev and preview servers), newest first, with whether the owner
 * was notified. Safe while a server is running: it reads a copy.
 */
const json = process.argv.includes('--json');
const { dataDir } = embeddedBackendPaths();
const messages = await readMessagesSnapshot(dataDir);

if (json) {
  console.log(JSON.stringify(messages ?? [], null, 2));
} else if (!messages) {
  console.log(`No messages yet: there is no local database at ${path.relative(process.cwd(), dataDir)} (it appears after the first message).`);
} else {
  console.log(formatMessages(messages));
}
