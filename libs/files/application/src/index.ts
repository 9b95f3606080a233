export * from './files.ports';
export * from './files.use-cases';
export * from './inspect-file.job';
export * from './recover-file-inspections.use-case';
