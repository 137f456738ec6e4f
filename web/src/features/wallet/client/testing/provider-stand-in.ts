// A stand-in for the provider in unit tests: a fetch that records each request and answers from a
// queue, and envelopes shaped like the provider's.
import { expect, vi } from 'vitest';
import { WalletError } from '../errors';
import { jsonResponse } from '../../../../test/fetch-mock';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

export type Reply = Response | Error | (() => Response | Promise<Response>);

export function envelope(
  fault: Record<string, string> = {},
  body: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    Result: '',
    Message: '',
    Data: {
      Body: {
        Fault: { Detail: { ServiceFaultDetail: { ResponseCode: '0000', ResponseDesc: '', ...fault } } },
        Response: { Result: { TransactionBody: body } },
      },
    },
  };
}

export function jsonReply(value: unknown, status = 200): Response {
  return jsonResponse(status, value);
}

export function textReply(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain' } });
}

/** A fetch answering `replies` in turn (the last one again when they run out). */
export function standInFetch(...replies: Reply[]) {
  const requests: RecordedRequest[] = [];
  let next = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = init ?? {};
    requests.push({
      url: input instanceof Request ? input.url : String(input),
      init: request,
      body: typeof request.body === 'string' ? (JSON.parse(request.body) as Record<string, unknown>) : {},
    });
    const reply = replies[Math.min(next, replies.length - 1)] ?? jsonReply(envelope());
    next += 1;
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  return { fetch, requests };
}

/** The WalletError a call fails with (the test fails when it succeeds or fails otherwise). */
export async function walletRefusal(promise: Promise<unknown>): Promise<WalletError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WalletError);
  return error as WalletError;
}
