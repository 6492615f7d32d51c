import 'server-only';
import { getDb } from '@/db/client';
import { tableVersionStamp } from '@/db/versioned-cache';
import { bindCacheTags } from '@/lib/net/page-cache-handler.mjs';
import { orgName, siteUrl } from '@/lib/organisation';
import { orgDate } from '@/lib/time';
import { PORTAL_TABLES } from './portal';

/**
 * The Next.js cache tag of everything the career site shows (its lists, job pages and their data). Its
 * version is the portal tables' versions and the organisation's date (a job past its closing date leaves
 * at midnight), so any job created, edited, opened, closed or published, by any process, expires it. The
 * settings the pages print (the organisation's name, the site's address) are in it too: the pages' ETags
 * are made from it (lib/net/page-cache-handler.mjs), and a restart with other settings renders other pages.
 */
export const CAREER_PAGES_TAG = 'career-pages';

/** Binds the career pages' tag to the database (server.ts, once per process, before Next.js starts). */
export function bindCareerPagesTag(): void {
  const settings = `${orgName()}@${siteUrl().origin}`;
  bindCacheTags(async (tag) => (tag === CAREER_PAGES_TAG ? `${await tableVersionStamp(getDb(), PORTAL_TABLES)}@${orgDate()}@${settings}` : undefined));
}
