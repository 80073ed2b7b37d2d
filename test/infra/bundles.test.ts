import { LAMBDA_ENTRIES } from '../../lib/bundling';
import { bundleEntry } from '../../scripts/bench/bundles';

/** The ceiling issue 9 sets for one function's code: past it, cold starts and deploys slow down. */
const MAX_BUNDLE_BYTES = 500 * 1024;

describe('Lambda bundles, as deployed', () => {
  test.each(LAMBDA_ENTRIES.map((entry) => [entry.name, entry] as const))('%s holds no local code and stays under 500 KB (or its stated limit)', async (_name, entry) => {
    const bundle = await bundleEntry(entry);
    expect(bundle.inputs.filter((input) => input.startsWith('scripts/'))).toEqual([]);
    expect(bundle.bytes).toBeLessThan(entry.bundleLimit?.bytes ?? MAX_BUNDLE_BYTES);
    // Media libraries only where media are made: sharp (native, installed beside the upload check's bundle) would fail
    // to load anywhere else, and the PDF libraries belong to the documents function.
    const media = bundle.inputs.filter((input) => /node_modules\/(sharp|pdfkit|fontkit)\//.test(input));
    expect(media.length > 0).toBe(entry.name === 'documents');
  }, 30_000);
});
