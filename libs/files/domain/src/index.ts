export * from './stored-file';
