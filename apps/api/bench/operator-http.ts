/**
 * The operator API over HTTP for a benchmark's trader: `call(method, path, token?, body?)`
 * answers the reply's JSON, or throws with the status and body.
 */
export function operatorCall(host: string) {
  return async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`http://${host}/api/operator${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}
