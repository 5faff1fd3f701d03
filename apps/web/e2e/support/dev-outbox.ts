/** The newest one-time code the dev outbox holds for an address (the API's dev-only route). */
export async function latestCode(baseUrl: string, to: string, after?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { code: string | null }[];
    const code = messages.find((message) => message.code)?.code;
    if (code && code !== after) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new code sent to ${to}`);
}
