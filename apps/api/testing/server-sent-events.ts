// Reads a server-sent events stream (GET /api/events) the way a browser's EventSource does: frames
// end with a blank line, `event:` names the type, `data:` lines carry the payload. Shared by the API's
// tests and the benchmarks, which listen to the same stream.

export interface ServerSentEvent {
  /** The `event:` field; `message` when the frame has none, as EventSource says. */
  type: string;
  data: string;
}

/** Calls `onEvent` for each frame of `body`; resolves when the stream ends, is aborted or breaks. */
export async function readServerSentEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerSentEvent) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) onEvent(event);
      }
    }
  } catch {
    // Aborted by the reader, or cut by a server shutting down: either way the stream has ended.
  }
}

function parseFrame(frame: string): ServerSentEvent | undefined {
  let type = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  // Comment-only frames (`: keep-alive`) carry no event.
  return data.length > 0 ? { type, data: data.join('\n') } : undefined;
}
