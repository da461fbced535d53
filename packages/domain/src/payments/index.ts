export * from './iban';
export * from './iso-8859-2';
export * from './references';
export * from './purpose-codes';
export * from './upn-qr';
export * from './payer-name-match';
export * from './activation-time';
export * from './penny-transfer-api';
