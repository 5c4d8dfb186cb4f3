export * from './activity';
export * from './companies';
export * from './system';
export * from './users';
