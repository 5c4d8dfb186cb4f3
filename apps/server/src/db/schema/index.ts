export * from './activity';
export * from './clients';
export * from './companies';
export * from './files';
export * from './licences';
export * from './notes';
export * from './system';
export * from './users';
