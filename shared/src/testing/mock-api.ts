/** What the mocked api answers to one request. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request the code under test sent, with its JSON body parsed. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type Responder = (request: RecordedRequest) => Reply | Promise<Reply>;

/** The JSON the code sent, parsed; any other body as its text. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const UNEXPECTED: Reply = { status: 500, body: { errors: { base: ['unexpected call'] } } };

/**
 * The one way to mock the api in every package's tests: replaces global fetch (ky calls it) and
 * records the requests. Answers with `responder(request)`, or with the given replies in order
 * (a call beyond them gets a 500 "unexpected call").
 */
export function mockApi(responder: Responder): MockedApi;
export function mockApi(...replies: Reply[]): MockedApi;
export function mockApi(...args: [Responder] | Reply[]): MockedApi {
  const [first] = args;
  const queue = typeof first === 'function' ? [] : [...(args as Reply[])];
  const answer: Responder = typeof first === 'function' ? first : () => queue.shift() ?? UNEXPECTED;
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const text = await input.clone().text();
    const recorded: RecordedRequest = {
      method: input.method,
      url: new URL(input.url),
      body: parseBody(text),
      headers: input.headers,
    };
    requests.push(recorded);
    const reply = await answer(recorded);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}

export interface MockedApi {
  fetchMock: jest.Mock<Promise<Response>, [Request]>;
  requests: RecordedRequest[];
}

/** A promise settled from the outside: keeps a request pending to observe loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
