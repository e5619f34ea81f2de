import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocally } from './listen';

/**
 * Test helper: a local stand-in for an OpenAI-compatible API, answering POST
 * /v1/chat/completions in its response shape. What it answers next is set by the test: the
 * assistant's text, a refusal, a body in another shape, or a wait longer than the caller's.
 */

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
  };
}

export type FakeAnswer =
  | { kind: 'text'; content: string | null }
  | { kind: 'status'; status: number }
  | { kind: 'raw'; body: string }
  | { kind: 'hang'; ms: number };

export const completion = (content: string | null, model = 'fake-model') => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeLlm() {
  const requests: ChatRequest[] = [];
  let answer: FakeAnswer = { kind: 'text', content: '' };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const text = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }),
      );
      return;
    }
    requests.push({
      authorization: request.headers.authorization,
      body: JSON.parse(text) as ChatRequest['body'],
    });
    const json = { 'content-type': 'application/json' };
    const current = answer;
    if (current.kind === 'hang') await new Promise((resolve) => setTimeout(resolve, current.ms));
    if (current.kind === 'status') {
      response.writeHead(current.status, json);
      response.end(JSON.stringify({ error: { message: 'Refused', type: 'server_error' } }));
    } else if (current.kind === 'raw') {
      response.writeHead(200, json);
      response.end(current.body);
    } else {
      const content = current.kind === 'text' ? current.content : 'Made by hand, answered late.';
      response.writeHead(200, json);
      response.end(JSON.stringify(completion(content, requests.at(-1)?.body.model)));
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  const url = await listenLocally(server);
  return {
    /** The settings that point the server at this API. */
    env: {
      LLM_BASE_URL: `${url}/v1`,
      LLM_API_KEY: 'sk-test-key',
      LLM_MODEL: 'fake-model',
    },
    requests,
    answerNext(next: FakeAnswer) {
      answer = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
