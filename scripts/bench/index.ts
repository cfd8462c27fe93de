// `npm run bench [-- name …]`: listing, realtime, booking, startup, bundle, octo, search, inbox (default: all);
// realtime's two halves alone: realtime-latency, idle-sockets; lighthouse only when named (it fetches Lighthouse from the npm registry on first use).
// Every benchmark targets 127.0.0.1 only, is bounded in count and time, and reports rows of one
// shape (lib.ts BenchRow): the app beside its bare baseline measured in the same run, with a
// verdict. The summary at the end lists every row's verdict. A missed budget is reported, not an
// error: the process exits non-zero only when a benchmark could not run.
import { benchBooking } from './booking.ts';
import { benchBundle } from './bundle.ts';
import { benchInbox } from './inbox.ts';
import { benchLighthouse } from './lighthouse.ts';
import { reportedRows, verdict } from './lib.ts';
import { benchListing } from './listing.ts';
import { benchOcto } from './octo.ts';
import { benchRealtime } from './realtime.ts';
import { benchSearch } from './search.ts';
import { benchStartup } from './startup.ts';

const benchmarks: Record<string, () => unknown> = {
  bundle: () => benchBundle(),
  startup: () => benchStartup(),
  listing: () => benchListing(),
  realtime: () => benchRealtime(),
  booking: () => benchBooking(),
  octo: () => benchOcto(),
  search: () => benchSearch(),
  inbox: () => benchInbox(),
  'realtime-latency': () => benchRealtime(['latency']),
  'idle-sockets': () => benchRealtime(['memory']),
  lighthouse: () => benchLighthouse(),
};
const all = ['bundle', 'startup', 'listing', 'realtime', 'booking', 'octo', 'search', 'inbox'];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length) {
  console.error(`Unknown benchmark "${unknown.join('", "')}". Choose from: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}

const failed: string[] = [];
for (const name of wanted.length ? wanted : all) {
  try {
    await benchmarks[name]!();
  } catch (error) {
    failed.push(name);
    console.error(`\nBenchmark "${name}" failed:`, error);
  }
}

console.log('\nSummary (every budget is measured against its baseline in this run, docs/design.md §10)');
for (const row of reportedRows()) console.log(`  ${row.row}: ${verdict(row)}`);
for (const name of failed) console.log(`  ${name}: ERROR (see above)`);
process.exit(failed.length ? 1 : 0);
