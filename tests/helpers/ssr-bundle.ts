import { existsSync } from 'node:fs';
import path from 'node:path';

// The api tests of server-rendered pages need a client build with its SSR bundle (`npm run
// build`, or CLIENT_DIST naming another build). Without one they are skipped locally and fail
// on CI, where the build always runs first.

const clientDist = path.resolve(process.env.CLIENT_DIST ?? 'client/dist');

/** A built SSR bundle is there to render pages with. */
export const hasSsrBundle = existsSync(path.join(clientDist, 'server', 'entry-server.js'));
if (!hasSsrBundle && process.env.CI) {
  throw new Error(`No SSR bundle at ${clientDist}/server/entry-server.js: run \`npm run build\` before the api tests`);
}

/** The environment that points the test server at the build, when there is one. */
export const ssrBundleEnv: { CLIENT_DIST?: string } = hasSsrBundle ? { CLIENT_DIST: clientDist } : {};

/** A page's words as a reader sees them: no scripts (the hand-over data), no tags, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|title)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
