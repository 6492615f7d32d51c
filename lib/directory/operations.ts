import { defineOperation } from '@/lib/api/operation';
import { directoryFiltersSchema, directoryPageSchema, directoryQuerySchema } from './schemas';

const directory = { tag: 'Directory', host: 'base', scope: 'read', principals: ['user', 'system'] } as const;

export const directoryListOp = defineOperation({
  ...directory,
  id: 'listDirectory',
  method: 'GET',
  path: '/api/directory/v1/list',
  summary: 'Employee directory list',
  description: 'Active employees sorted by name; only what every colleague may see (no PAN, no personal contact).',
  query: directoryQuerySchema,
  response: { description: 'A page of colleagues', schema: directoryPageSchema },
  errors: [400],
});

export const directoryFiltersOp = defineOperation({
  ...directory,
  id: 'listDirectoryFilters',
  method: 'GET',
  path: '/api/directory/v1/filters',
  summary: 'Business units and locations to filter the directory by (extension)',
  response: { description: 'The filter values', schema: directoryFiltersSchema },
  errors: [],
});
