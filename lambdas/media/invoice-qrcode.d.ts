/**
 * The QR encoder alone (`qrcode`'s core, 20 KB bundled), without the package's renderers and their PNG library: the
 * invoice draws the modules itself, as vector squares. Its `create` is the package's own, typed by @types/qrcode.
 */
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}
