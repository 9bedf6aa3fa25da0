// A local HTTP server speaking Twilio's two endpoints (Messages.json and Calls.json: create and list),
// for the tests of SMS and call delivery. It checks what Twilio checks (Basic auth of the account, a
// form-encoded body with To, From and Body or Twiml), keeps what it accepts, and on demand answers with
// an error (a 5xx, a 429 with Retry-After, a 4xx), or accepts a request and then holds its answer, as
// a provider does when the caller's process dies after the provider has taken the message.
//
// Like Twilio, it keeps the StatusCallback a create request names, and `report()` calls it as Twilio
// does: a form-encoded POST with Twilio's parameters, signed with X-Twilio-Signature (HMAC-SHA1 of the
// address and the sorted parameters under the auth token).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRecord {
  sid: string;
  kind: 'sms' | 'call';
  to: string;
  from: string;
  /** The SMS text, or the call's TwiML. */
  body: string;
  dateCreated: Date;
  /** Where to report its status, when the request named it. */
  statusCallback: string | null;
}

/** A message's status (MessageStatus) or a call's end (CallStatus), as Twilio reports them. */
export type ReportedStatus = 'sent' | 'delivered' | 'undelivered' | 'failed' | 'completed' | 'busy' | 'no-answer' | 'canceled';

export interface PeerRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  status: number;
}

export interface PlannedFailure {
  status: number;
  code?: number;
  message?: string;
  retryAfter?: string;
}

export interface TwilioPeer {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** What it accepted, oldest first. */
  accepted: PeerRecord[];
  /** Every request, with the status it answered. */
  requests: PeerRequest[];
  /** The next create requests (SMS or call) answer these failures, one each, in order. */
  failNext(...failures: PlannedFailure[]): void;
  /** The next create request is accepted (kept) but its answer waits until `release()`; resolves when it arrives. */
  holdNextAnswer(): { accepted: Promise<PeerRecord>; release(): void };
  /** The next create request waits `ms` before it is handled. */
  slowNext(ms: number): void;
  /**
   * Calls the record's StatusCallback as Twilio does; resolves with the status the callee answered.
   * `signWith` signs with another token (a forgery); `unsigned` sends no signature.
   */
  report(sid: string, status: ReportedStatus, options?: { errorCode?: number; signWith?: string; unsigned?: boolean }): Promise<number>;
  close(): Promise<void>;
}

/** Twilio's request signature: HMAC-SHA1 of the address then each parameter, sorted by name, as name and value. */
const signatureOf = (authToken: string, url: string, params: Record<string, string>): string =>
  createHmac('sha1', authToken)
    .update(
      url +
        Object.keys(params)
          .sort()
          .map((name) => `${name}${params[name]}`)
          .join(''),
    )
    .digest('base64');

const rfc2822 = (date: Date): string => date.toUTCString().replace('GMT', '+0000');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const twilioError = (status: number, code: number, message: string) => ({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/** `clock`: the provider's time for date_created (the tests' clock, so that the worker's look-up window matches). */
export async function startTwilioPeer({ clock = () => new Date() }: { clock?: () => Date } = {}): Promise<TwilioPeer> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const accepted: PeerRecord[] = [];
  const requests: PeerRequest[] = [];
  const failures: PlannedFailure[] = [];
  let hold: { resolveAccepted: (record: PeerRecord) => void; released: Promise<void> } | null = null;
  let slowMs = 0;
  const open = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://peer');
    const raw = await readBody(request);
    const isPost = request.method === 'POST';
    const form = Object.fromEntries(new URLSearchParams(isPost ? raw : url.search));
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      requests.push({ method: request.method ?? '', path: url.pathname, form, status });
      send(response, status, body, headers);
    };
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/.exec(url.pathname);
    if (!match) return answer(404, twilioError(404, 20404, 'The requested resource was not found'));
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || match[1] !== accountSid) return answer(401, twilioError(401, 20003, 'Authenticate'));
    const kind = match[2] === 'Messages' ? ('sms' as const) : ('call' as const);

    if (request.method === 'GET') {
      const found = accepted
        .filter((record) => record.kind === kind && (!form.To || record.to === form.To) && (!form.From || record.from === form.From))
        .reverse()
        .map((record) => ({
          sid: record.sid,
          to: record.to,
          from: record.from,
          status: 'queued',
          date_created: rfc2822(record.dateCreated),
          ...(kind === 'sms' ? { body: record.body } : {}),
        }));
      return answer(200, { [kind === 'sms' ? 'messages' : 'calls']: found, page: 0, page_size: Number(form.PageSize ?? 50) });
    }
    if (!isPost) return answer(405, twilioError(405, 20004, 'Method not allowed'));
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return answer(400, twilioError(400, 20001, 'Expected a form-encoded body'));
    if (slowMs > 0) {
      const wait = slowMs;
      slowMs = 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const failure = failures.shift();
    if (failure) {
      return answer(
        failure.status,
        twilioError(failure.status, failure.code ?? 20500, failure.message ?? 'Planned failure'),
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      );
    }
    if (!form.To) return answer(400, twilioError(400, 21604, "A 'To' phone number is required."));
    if (!form.From) return answer(400, twilioError(400, 21603, "A 'From' phone number is required."));
    const body = kind === 'sms' ? form.Body : form.Twiml;
    if (!body)
      return answer(
        400,
        kind === 'sms' ? twilioError(400, 21602, 'Message body is required.') : twilioError(400, 21205, 'Url or Twiml parameter is required.'),
      );
    const record: PeerRecord = {
      sid: `${kind === 'sms' ? 'SM' : 'CA'}${randomBytes(16).toString('hex')}`,
      kind,
      to: form.To,
      from: form.From,
      body,
      dateCreated: clock(),
      statusCallback: form.StatusCallback ?? null,
    };
    accepted.push(record);
    const held = hold;
    hold = null;
    if (held) {
      held.resolveAccepted(record);
      await held.released;
    }
    return answer(201, {
      sid: record.sid,
      account_sid: accountSid,
      to: record.to,
      from: record.from,
      status: 'queued',
      date_created: rfc2822(record.dateCreated),
    });
  }

  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    handle(request, response).catch((error: unknown) => send(response, 500, twilioError(500, 20500, String(error))));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    accepted,
    requests,
    failNext(...planned) {
      failures.push(...planned);
    },
    holdNextAnswer() {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let resolveAccepted: (record: PeerRecord) => void = () => {};
      const acceptedPromise = new Promise<PeerRecord>((resolve) => {
        resolveAccepted = resolve;
      });
      hold = { resolveAccepted, released };
      return { accepted: acceptedPromise, release };
    },
    slowNext(ms) {
      slowMs = ms;
    },
    async report(sid, status, { errorCode, signWith, unsigned = false } = {}) {
      const record = accepted.find((one) => one.sid === sid);
      if (!record?.statusCallback) throw new Error(`no StatusCallback for ${sid}`);
      const common = { AccountSid: accountSid, ApiVersion: '2010-04-01', From: record.from, To: record.to };
      const failure: Record<string, string> = errorCode === undefined ? {} : { ErrorCode: String(errorCode) };
      const params: Record<string, string> =
        record.kind === 'sms'
          ? { ...common, MessageSid: sid, SmsSid: sid, MessageStatus: status, SmsStatus: status, ...failure }
          : {
              ...common,
              CallSid: sid,
              CallStatus: status,
              Called: record.to,
              Caller: record.from,
              Direction: 'outbound-api',
              CallbackSource: 'call-progress-events',
              SequenceNumber: '0',
              Timestamp: rfc2822(clock()),
              ...(status === 'completed' ? { CallDuration: '12', Duration: '1' } : {}),
              ...failure,
            };
      const response = await fetch(record.statusCallback, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          'user-agent': 'TwilioProxy/1.1',
          'i-twilio-idempotency-token': randomBytes(16).toString('hex'),
          ...(unsigned ? {} : { 'x-twilio-signature': signatureOf(signWith ?? authToken, record.statusCallback, params) }),
        },
        body: new URLSearchParams(params).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
