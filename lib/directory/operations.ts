import { defineOperation } from '@/lib/api/operation';
import { directoryFiltersSchema, directoryPageSchema, directoryQuerySchema } from './schemas';

export const directoryListOp = defineOperation({
  id: 'listDirectory',
  method: 'GET',
  path: '/api/directory/v1/list',
  summary: 'Employee directory list',
  description: 'Active employees sorted by name; only what every colleague may see (no PAN, no personal contact).',
  tag: 'Directory',
  host: 'base',
  scope: 'read',
  principals: ['user', 'system'],
  query: directoryQuerySchema,
  response: { description: 'A page of colleagues', schema: directoryPageSchema },
  errors: [400],
});

export const directoryFiltersOp = defineOperation({
  id: 'listDirectoryFilters',
  method: 'GET',
  path: '/api/directory/v1/filters',
  summary: 'Business units and locations to filter the directory by (extension)',
  tag: 'Directory',
  host: 'base',
  scope: 'read',
  principals: ['user', 'system'],
  response: { description: 'The filter values', schema: directoryFiltersSchema },
  errors: [],
});
