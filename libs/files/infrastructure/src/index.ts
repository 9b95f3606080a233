export * from './files-infrastructure.module';
export * from './hmac-file-url.signer';
