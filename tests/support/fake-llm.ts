import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with one request. */
export interface Plan {
  /** Answer with this HTTP status and an error body in the provider's format. */
  status?: number;
  /** The text, in the pieces it is streamed in (joined for a non-streaming call). */
  chunks?: string[];
  /** A JSON object to answer with (structured output: as text, or as the tool call asked for). */
  json?: unknown;
  /** Wait this long before each piece. */
  delayMs?: number;
  /** Drop the connection after this many pieces. */
  failAfter?: number;
  /** Never answer. */
  hang?: boolean;
  /** Stream pieces of `chunks[0]` until the client goes away, ignoring any token cap. */
  endless?: boolean;
}

export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** True once the client closed the connection before the answer ended. */
  abandoned: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback HTTP server that speaks OpenAI's Chat Completions and Anthropic's Messages wire
 * formats, streaming (server-sent events) and not, so the real AI SDK providers can be driven
 * against it. Each request takes the next plan; with none left it answers "Hello from the model.".
 */
export class FakeLlm {
  readonly requests: SeenRequest[] = [];
  private readonly plans: Plan[] = [];
  private server: Server | undefined;
  private readonly open = new Set<ServerResponse>();

  /** Forgets what was planned and seen, so one test's leftovers cannot answer the next. */
  reset(): void {
    this.plans.length = 0;
    this.requests.length = 0;
  }

  plan(...plans: Plan[]): this {
    this.plans.push(...plans);
    return this;
  }

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const seen: SeenRequest = {
      path: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(raw || '{}') as Record<string, unknown>,
      abandoned: false,
    };
    this.requests.push(seen);
    this.open.add(res);
    res.on('close', () => {
      this.open.delete(res);
      if (!res.writableFinished) seen.abandoned = true;
    });
    const plan = this.plans.shift() ?? { chunks: ['Hello from the model.'] };
    const anthropic = seen.path.endsWith('/messages');
    if (plan.hang) return;
    if (plan.status) {
      res.writeHead(plan.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          anthropic
            ? { type: 'error', error: { type: 'api_error', message: 'fake failure' } }
            : { error: { message: 'fake failure', type: 'server_error', code: null } },
        ),
      );
      return;
    }
    if (seen.body.stream === true) await this.stream(res, plan, anthropic);
    else this.whole(res, plan, seen.body, anthropic);
  }

  private whole(
    res: ServerResponse,
    plan: Plan,
    body: Record<string, unknown>,
    anthropic: boolean,
  ) {
    const text = plan.json !== undefined ? JSON.stringify(plan.json) : (plan.chunks ?? []).join('');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (anthropic) {
      const tools = body.tools as Array<{ name: string }> | undefined;
      const content =
        plan.json !== undefined && tools?.length
          ? [{ type: 'tool_use', id: 'toolu_fake', name: tools[0]!.name, input: plan.json }]
          : [{ type: 'text', text }];
      res.end(
        JSON.stringify({
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content,
          stop_reason: content[0]!.type === 'tool_use' ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 10 },
        }),
      );
      return;
    }
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_767_225_600,
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  private async stream(res: ServerResponse, plan: Plan, anthropic: boolean) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (event: string, data: unknown) =>
      res.write(
        anthropic
          ? `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
          : `data: ${JSON.stringify(data)}\n\n`,
      );
    const piece = (text: string) =>
      anthropic
        ? send('content_block_delta', {
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'text_delta', text },
          })
        : send('chunk', {
            id: 'chatcmpl-fake',
            object: 'chat.completion.chunk',
            created: 1_767_225_600,
            model: 'fake',
            choices: [{ index: 0, delta: { content: text }, finish_reason: null }],
          });
    if (anthropic) {
      send('message_start', {
        type: 'message_start',
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: 'fake',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      });
      send('content_block_start', {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '' },
      });
    }
    const chunks = plan.chunks ?? ['Hello from the model.'];
    for (let i = 0; plan.endless || i < chunks.length; i += 1) {
      if (res.destroyed) return;
      if (plan.failAfter !== undefined && i >= plan.failAfter) {
        // Let what was written reach the client, then drop the connection mid-answer.
        await sleep(20);
        res.destroy();
        return;
      }
      await sleep(plan.delayMs ?? (plan.endless ? 2 : 0));
      piece(plan.endless ? chunks[0]! : chunks[i]!);
    }
    if (anthropic) {
      send('content_block_stop', { type: 'content_block_stop', index: 0 });
      send('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 10 },
      });
      send('message_stop', { type: 'message_stop' });
    } else {
      send('chunk', {
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1_767_225_600,
        model: 'fake',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      });
      res.write('data: [DONE]\n\n');
    }
    res.end();
  }
}
