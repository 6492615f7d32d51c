// Every test file runs against its own copy of a seeded database, made once by global-setup.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

process.env.NEXTAUTH_SECRET = 'test-secret-do-not-use-in-production-0123456789';
process.env.ALLOW_INSECURE_LOCALHOST = '1';
process.env.RATE_LIMIT_PER_MINUTE = '100000';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-test-'));
const file = path.join(dir, 'hr.db');
fs.copyFileSync(inject('templateDatabase'), file);
process.env.DATABASE_URL = file;
