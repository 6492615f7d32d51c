import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';

export const openApiOp = defineOperation({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This OpenAPI 3.1 document',
  description: 'Generated from the same zod schemas that validate requests. Public, like any API reference.',
  tag: 'Operations',
  host: 'base',
  security: 'none',
  scope: 'read',
  principals: [],
  response: { description: 'The OpenAPI document', schema: z.record(z.string(), z.unknown()) },
  errors: [],
});
