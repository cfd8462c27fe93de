// `npm run bench [-- name …]`: listing, realtime, booking, startup, bundle, octo, search, inbox (default: all);
// realtime's two halves alone: realtime-latency, idle-sockets; lighthouse only when named (it fetches Lighthouse from the npm registry on first use).
// Every benchmark targets 127.0.0.1 only, is bounded in time, and prints a table.
import { benchBooking } from './booking.ts';
import { benchBundle } from './bundle.ts';
import { benchInbox } from './inbox.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchListing } from './listing.ts';
import { benchOcto } from './octo.ts';
import { benchRealtime } from './realtime.ts';
import { benchSearch } from './search.ts';
import { benchStartup } from './startup.ts';

const all = ['bundle', 'startup', 'listing', 'realtime', 'booking', 'octo', 'search', 'inbox'] as const;
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const chosen = wanted.length ? wanted : [...all];

for (const name of chosen) {
  switch (name) {
    case 'bundle':
      benchBundle();
      break;
    case 'startup':
      await benchStartup();
      break;
    case 'listing':
      await benchListing();
      break;
    case 'realtime':
      await benchRealtime();
      break;
    case 'realtime-latency':
      await benchRealtime(['latency']);
      break;
    case 'idle-sockets':
      await benchRealtime(['memory']);
      break;
    case 'booking':
      await benchBooking();
      break;
    case 'octo':
      await benchOcto();
      break;
    case 'search':
      await benchSearch();
      break;
    case 'inbox':
      await benchInbox();
      break;
    case 'lighthouse':
      await benchLighthouse();
      break;
    default:
      console.error(
        `Unknown benchmark "${name}". Choose from: ${[...all, 'realtime-latency', 'idle-sockets', 'lighthouse'].join(', ')}`,
      );
      process.exitCode = 2;
  }
}
process.exit(process.exitCode ?? 0);
