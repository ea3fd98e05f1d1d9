import type { Browser, CDPSession } from 'playwright-core';

/** What one page load fetched over the network, each request once. */
export interface PageWeight {
  requests: number;
  /** Bytes on the wire, headers included, as the browser received them (compressed where the server did). */
  transferred: number;
  /** The same bodies once decoded: what they would weigh if nothing were compressed. */
  uncompressed: number;
}

/** How long the network must stay quiet after the last request for the page to count as settled. */
const QUIET_MS = 600;
const SCROLL_STEP_PX = 600;

/**
 * Loads `url` in a fresh context (empty cache), scrolls to the bottom one screen at a time so that every
 * element and island upgrades and every lazy image loads, and sums what the network carried, as Chromium's
 * DevTools protocol counts it: `encodedDataLength` per finished request (bytes received), and the decoded
 * length of its body.
 */
export async function loadPage(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const network = trackNetwork(session);
    await session.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    await network.quiet();
    for (;;) {
      const atBottom = await page.evaluate((step) => {
        window.scrollBy(0, step);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      }, SCROLL_STEP_PX);
      await network.quiet();
      if (atBottom) break;
    }
    return network.weight();
  } finally {
    await context.close();
  }
}

function trackNetwork(session: CDPSession) {
  const decoded = new Map<string, number>();
  const pending = new Set<string>();
  let transferred = 0;
  let finished = 0;
  let lastActivity = performance.now();
  const touch = () => (lastActivity = performance.now());

  session.on('Network.requestWillBeSent', ({ requestId }) => {
    // A redirect reuses the request id: still one request in flight.
    pending.add(requestId);
    touch();
  });
  session.on('Network.dataReceived', ({ requestId, dataLength }) => {
    decoded.set(requestId, (decoded.get(requestId) ?? 0) + dataLength);
    touch();
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    pending.delete(requestId);
    transferred += encodedDataLength;
    finished += 1;
    touch();
  });
  session.on('Network.loadingFailed', ({ requestId }) => {
    pending.delete(requestId);
    decoded.delete(requestId);
    touch();
  });

  return {
    async quiet() {
      while (pending.size > 0 || performance.now() - lastActivity < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    weight(): PageWeight {
      return {
        requests: finished,
        transferred,
        uncompressed: [...decoded.values()].reduce((sum, bytes) => sum + bytes, 0),
      };
    },
  };
}
