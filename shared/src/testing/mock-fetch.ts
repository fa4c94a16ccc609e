/** Replaces global fetch with scripted JSON answers, one per call, and records the requests. */
export function mockFetch(...answers: Array<{ status: number; body?: unknown }>) {
  const requests: Request[] = [];
  const queue = [...answers];
  const fetchMock = jest.fn(async (input: Request) => {
    requests.push(input.clone());
    const answer = queue.shift() ?? { status: 500, body: { errors: { base: ['unexpected call'] } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}
