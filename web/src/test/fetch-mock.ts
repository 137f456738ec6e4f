// For tests of code that calls the server: `fetch` stood in for by a mock, and the answers it gives.
import { afterEach, beforeEach, vi } from 'vitest';

/** A mock put in the place of `fetch` for each test of the calling block, reset before each. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The server's JSON answer with `status`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
