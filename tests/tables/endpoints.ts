import { GET as directoryFilters } from '@/app/api/directory/v1/filters/route';
import { GET as directoryList } from '@/app/api/directory/v1/list/route';
import { GET as profileDetail } from '@/app/api/profile/v1/detail/user/[username]/route';
import { GET as picture } from '@/app/api/profile/v1/pic/[pictureId]/route';
import { POST as pictureUpload } from '@/app/api/profile/v1/pic/upload/route';
import { GET as health } from '@/app/api/health/route';
import { POST as token } from '@/app/api/oauth/token/route';
import { GET as openApi } from '@/app/api/openapi.json/route';
import type { RouteHandler } from '@/lib/api/route';
import { PNG_1PX } from '../helpers/fixtures';

/** A well-formed request to one endpoint; the shared tables vary who sends it or what it carries. */
export interface EndpointCall {
  handler: RouteHandler;
  method: string;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** Every API endpoint, called on `employee`'s records. Later features add theirs here. */
export const ENDPOINTS = {
  'GET profile detail': { handler: profileDetail, method: 'GET', path: '/api/profile/v1/detail/user/employee', params: { username: 'employee' } },
  'POST picture upload': {
    handler: pictureUpload,
    method: 'POST',
    path: '/api/profile/v1/pic/upload',
    body: { username: 'employee', pictureData: PNG_1PX.toString('base64') },
  },
  'GET picture': { handler: picture, method: 'GET', path: '/api/profile/v1/pic/x', params: { pictureId: 'f'.repeat(64) } },
  'GET directory list': { handler: directoryList, method: 'GET', path: '/api/directory/v1/list', query: { limit: '5' } },
  'GET directory filters': { handler: directoryFilters, method: 'GET', path: '/api/directory/v1/filters' },
  'GET health': { handler: health, method: 'GET', path: '/api/health' },
  'GET openapi document': { handler: openApi, method: 'GET', path: '/api/openapi.json' },
  'POST oauth token': {
    handler: token,
    method: 'POST',
    path: '/api/oauth/token',
    rawBody: 'grant_type=client_credentials',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
} satisfies Record<string, EndpointCall>;

export type EndpointName = keyof typeof ENDPOINTS;
