export * from './italian';
export * from './messages';
