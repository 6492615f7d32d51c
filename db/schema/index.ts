export * from './org';
export * from './employees';
export * from './files';
export * from './auth';
export * from './audit';
export * from './versions';
export * from './jobs';
export * from './candidates';
