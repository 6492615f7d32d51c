// npm run db:backup -- FILE    an online backup of DATABASE_URL to FILE, safe while the server writes
// npm run db:restore -- FILE   replace DATABASE_URL with the backup FILE (the server must be stopped)
import { databaseFile, isPostgresUrl } from '@/db/client';
import { BackupError, backupDatabase, restoreDatabase } from '@/db/backup';
import { parseArgs } from './args';

const USAGE = `Usage:
  npm run db:backup -- FILE    copy the database (DATABASE_URL) to FILE while the server runs
  npm run db:restore -- FILE   replace the database with the backup FILE; stop the server first`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positional } = parseArgs(process.argv.slice(2));
const [command, file] = positional;
if (command !== 'backup' && command !== 'restore') fail(command ? `Unknown command "${command}"` : 'A command is required');
if (!file) fail(`${command} needs a FILE`);
// A file copy means nothing for a database on a server: PostgreSQL has its own tools.
if (isPostgresUrl()) fail(`DATABASE_URL names a PostgreSQL database: back it up with pg_dump --format=custom and restore with pg_restore (README, "Beyond one machine").`);
const database = databaseFile();

try {
  if (command === 'backup') {
    const result = await backupDatabase(database, file);
    console.log(`Backed up ${database} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MiB, ${Math.round(result.ms)} ms, integrity_check ok).`);
  } else {
    const result = restoreDatabase(file, database);
    console.log(`Restored ${file} to ${database} (integrity_check ok).`);
    if (result.kept) console.log(`The replaced database is kept as ${result.kept}.`);
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
