import * as fs from 'node:fs';
import * as path from 'node:path';

/** `npm run reset`: wipes the local stack's data; the next `npm start` provisions and seeds afresh. */
const dataDir = process.env.DATA_DIR ?? path.resolve(__dirname, '..', '.data');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start creates fresh tables, pools and demo accounts.`);
